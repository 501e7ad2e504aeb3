import { ZSiteCustomizations, type TSiteCustomizations } from '@craftwork/domain/site/site';
import type { DbOrTx } from '../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../errors.ts';
import { findSite } from './site-config.repository.ts';

/** A site's stored customizations, read through the domain schema (unknown keys kept). */
export function parseCustomizations(stored: Record<string, unknown>): TSiteCustomizations {
  const parsed = ZSiteCustomizations.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

/** The keys the customizations' schema knows (read once: `session.me` runs at every app start). */
const SCHEMA_KEYS: ReadonlySet<string> = new Set(Object.keys(ZSiteCustomizations.shape));

/**
 * The customizations as the browser gets them (`session.me`): the schema's keys parsed, and
 * left out when what is stored does not fit the schema; the other keys (the customer app's
 * host, the billing settings) as stored, for the screens that read them.
 */
export function browserCustomizations(stored: Record<string, unknown>): TSiteCustomizations {
  const others = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !SCHEMA_KEYS.has(key)),
  );
  return { ...others, ...parseCustomizations(stored) };
}

/** A site's row as findSite reads it. */
export type SiteRow = NonNullable<Awaited<ReturnType<typeof findSite>>>;

/** The site with its customizations parsed. */
function configOf(site: SiteRow) {
  return { ...site, config: parseCustomizations(site.customizations) };
}

/** The site with its customizations parsed, for the rules that need them. */
export async function loadSiteConfig(db: DbOrTx, siteKey: string) {
  const site = await findSite(db, siteKey);
  if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return configOf(site);
}

export type SiteConfig = ReturnType<typeof configOf>;

/** The caller's site configuration, read at most once per request (given with the scope). */
export type SiteSource = () => Promise<SiteConfig>;

/**
 * The site's configuration, read when first asked for; `read` is its row when the request has
 * it already (the session check reads the user's default site with the session, issue 38).
 */
export function siteSource(db: DbOrTx, siteKey: string, read?: SiteRow | null): SiteSource {
  let site: Promise<SiteConfig> | undefined;
  const known = read?.siteKey === siteKey ? read : undefined;
  return () => (site ??= known ? Promise.resolve(configOf(known)) : loadSiteConfig(db, siteKey));
}
