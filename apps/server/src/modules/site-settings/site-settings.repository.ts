import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TSiteRowChanges } from '@craftwork/domain/site/settings';
import type { DbOrTx } from '../../db/client.ts';
import { companies, sites } from '../../db/schema.ts';

const settingsColumns = {
  siteKey: sites.siteKey,
  name: sites.name,
  timezone: sites.timezone,
  latitude: sites.latitude,
  longitude: sites.longitude,
  validCraftTypes: sites.validCraftTypes,
  validTaskTypes: sites.validTaskTypes,
  validTaskStatusCodes: sites.validTaskStatusCodes,
  customizations: sites.customizations,
  managingCompanyId: sites.managingCompanyId,
  defaultLanguage: sites.defaultLanguage,
};

/** The site's settings columns; with `lock`, the row stays locked until the transaction ends. */
export async function findSiteSettingsRow(tx: DbOrTx, siteKey: string, lock = false) {
  const query = tx.select(settingsColumns).from(sites).where(eq(sites.siteKey, siteKey));
  const [site] = lock ? await query.for('update') : await query;
  return site ?? null;
}

export type SiteSettingsRow = NonNullable<Awaited<ReturnType<typeof findSiteSettingsRow>>>;

/**
 * Writes changed settings: the row's columns, and the given customization keys merged into the
 * stored customizations (a null value removes its key). Every other key — the detail fields
 * among them, whoever wrote them — stays as it is.
 */
export async function writeSiteSettings(
  tx: DbOrTx,
  siteKey: string,
  row: TSiteRowChanges,
  customizations: Record<string, unknown>,
) {
  const set = Object.fromEntries(
    Object.entries(customizations).filter(([, value]) => value !== null),
  );
  const removed = Object.keys(customizations).filter((key) => customizations[key] === null);
  let merged = sql`(case when jsonb_typeof(${sites.customizations}) = 'object' then ${sites.customizations} else '{}'::jsonb end) || ${JSON.stringify(set)}::jsonb`;
  for (const key of removed) merged = sql`(${merged}) - ${key}::text`;
  const patch = Object.keys(customizations).length ? { customizations: merged } : {};
  if (!Object.keys(row).length && !Object.keys(patch).length) return;
  await tx
    .update(sites)
    .set({ ...row, ...patch })
    .where(eq(sites.siteKey, siteKey));
}

/** Whether a company is a live company of the site (the managing company's choices). */
export async function isSiteCompany(tx: DbOrTx, siteKey: string, companyId: string) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.id, companyId), eq(companies.siteKey, siteKey), isNull(companies.deletedAt)),
    );
  return !!company;
}
