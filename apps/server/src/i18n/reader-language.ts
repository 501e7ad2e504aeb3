import { resolveLanguage, type TLanguage } from '@craftwork/domain/i18n/languages';
import type { DbOrTx } from '../db/client.ts';
import {
  findAccountReaderLanguages,
  findReaderLanguages,
  findSiteDefaultLanguage,
  findUserLanguage,
} from './reader-language.repository.ts';

/**
 * The language the server writes in for a person (issue 37): their own choice, else the site's
 * default, else English. A server has no browser to ask.
 */
export function readerLanguage(
  userLanguage: string | null | undefined,
  siteDefaultLanguage: string | null | undefined,
): TLanguage {
  return resolveLanguage({ userLanguage, siteDefault: siteDefaultLanguage });
}

/** The language of a signed-in person on a site (the inspection PDF's reader). */
export async function userReaderLanguage(
  db: DbOrTx,
  userId: string,
  siteDefaultLanguage: string | null | undefined,
): Promise<TLanguage> {
  return readerLanguage(await findUserLanguage(db, userId), siteDefaultLanguage);
}

/**
 * The language of a signed-in person's refusals: their own, else their default site's default,
 * else English. Read only when a refusal is answered, never on a call that succeeds.
 */
export async function sessionReaderLanguage(
  db: DbOrTx,
  user: { id: string; defaultSiteKey: string | null },
): Promise<TLanguage> {
  const { language, siteDefault } = await findReaderLanguages(db, user.id, user.defaultSiteKey);
  return readerLanguage(language, siteDefault);
}

/**
 * The language of the e-mails about a person's account (password reset, verification, app
 * download): their own, else their default site's default, else English.
 */
export async function accountReaderLanguage(db: DbOrTx, userId: string): Promise<TLanguage> {
  const { language, siteDefault } = await findAccountReaderLanguages(db, userId);
  return readerLanguage(language, siteDefault);
}

/**
 * The language of an e-mail to someone on a site's behalf: an invitee's own when the address
 * already has an account (`userId`), else the site's default, else English.
 */
export async function siteReaderLanguage(
  db: DbOrTx,
  siteKey: string,
  userId?: string | null,
): Promise<TLanguage> {
  const userLanguage = userId ? await findUserLanguage(db, userId) : null;
  return readerLanguage(userLanguage, await findSiteDefaultLanguage(db, siteKey));
}
