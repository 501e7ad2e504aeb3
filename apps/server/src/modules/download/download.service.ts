import type { TEnv } from '../../env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { accountReaderLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { redeemDownloadCode } from './download.repository.ts';

export const NO_IOS_CODES = 'No iOS download codes available';

/**
 * sendAppDownloadCodeLink: e-mails the store link of the chosen platform to the user. For brands
 * distributed on iOS through download codes, an unredeemed code is taken and marked redeemed
 * for the user first.
 */
export async function sendAppDownloadLink(
  deps: { db: Database; mailer: Mailer; env: TEnv },
  user: { id: string; email: string; name: string },
  input: { platform: 'ios' | 'android'; version: string },
) {
  const { db, mailer, env } = deps;
  const usesCodes = input.platform === 'ios' && env.BRANDS_WITH_IOS_CODES.includes(input.version);
  let code: string | null = null;
  if (usesCodes) {
    code = await db.transaction((tx) => redeemDownloadCode(tx, input.version, user.id));
    if (!code) throw new AppError('NOT_FOUND', NO_IOS_CODES);
  }
  const link = input.platform === 'ios' ? env.IOS_APP_URL : env.ANDROID_APP_URL;
  const platformName = input.platform === 'ios' ? 'iOS' : 'Android';
  // In the requester's language, else their default site's (issue 37).
  const { t } = translator(await accountReaderLanguage(db, user.id));
  const codeLine = code ? `\n${t('accountMail', 'appDownload.codeLine', { code })}\n` : '';
  await mailer.send({
    to: user.email,
    kind: 'app-download',
    subject: t('accountMail', 'appDownload.subject', { platform: platformName }),
    text: t('accountMail', 'appDownload.text', {
      name: user.name,
      platform: platformName,
      link,
      codeLine,
      publicUrl: env.publicUrl,
    }),
  });
}
