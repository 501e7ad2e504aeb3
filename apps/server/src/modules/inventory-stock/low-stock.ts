import { localeOf } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { isSubscribed, maySubscribe } from '@craftwork/domain/site/subscriptions';
import type { Database, DbOrTx } from '../../db/client.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loadSiteConfig } from '../../site-config/site-config.ts';
import { subscribedMembers } from './low-stock.repository.ts';
import type { MovementResult } from './movements.ts';

const KEY = 'inventoryLowStock';

export type LowStockMailOptions = {
  /** The app's address (env.publicUrl) the links start with; without it they are paths. */
  publicUrl?: string;
  /** Where a failed delivery is reported (it stays in the outbox either way). */
  log?: (message: string) => void;
};

/** A quantity in the reader's locale (English: en-US, as before), up to 4 decimals. */
function quantity(value: number, language: TLanguage): string {
  return value.toLocaleString(localeOf(language), { maximumFractionDigits: 4 });
}

/** The site's users who get the low-stock e-mail: approved management who switched it on. */
export async function lowStockRecipients(db: DbOrTx, siteKey: string) {
  const site = await loadSiteConfig(db, siteKey);
  const rows = await subscribedMembers(db, siteKey, KEY);
  return {
    site,
    recipients: rows.filter(
      (r) => isSubscribed(r.managementSubscriptions, KEY) && maySubscribe(r, site.config, KEY),
    ),
  };
}

/**
 * The low-stock e-mail: when a save turns objects Low, subscribed plant users of the site hear
 * of it. Called after the save commits, or in the save's transaction with the outbox mailer
 * (the status change, decision 208). One e-mail per recipient lists every object that turned
 * Low with its available quantity, its threshold and a link to it, in the recipient's language
 * (else the site's). A failed delivery is logged, never thrown: the save is done.
 */
export async function sendLowStockMail(
  db: DbOrTx,
  mailer: Mailer,
  siteKey: string,
  turnedLow: MovementResult['turnedLow'],
  options: LowStockMailOptions = {},
): Promise<void> {
  if (turnedLow.length === 0) return;
  const { site, recipients } = await lowStockRecipients(db, siteKey);
  if (recipients.length === 0) return;
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  const objects = [...turnedLow].sort((a, b) => a.title.localeCompare(b.title));
  const first = objects[0]?.title ?? '';
  for (const recipient of recipients) {
    // In the recipient's language, else the site's (issue 37).
    const language = readerLanguage(recipient.language, site.defaultLanguage);
    const { t } = translator(language);
    const subject =
      objects.length === 1
        ? t('mail', 'lowStock.subject', { first })
        : t('mail', 'lowStock.subjectMore', { first, more: String(objects.length - 1) });
    const list = objects
      .map((o) =>
        t('mail', 'lowStock.item', {
          title: o.title,
          available: quantity(o.quantityAvailable, language),
          threshold: quantity(o.threshold, language),
          link: `${base}/inventory/objects/${o.id}`,
        }),
      )
      .join('\n');
    try {
      await mailer.send({
        to: recipient.email,
        kind: 'inventory-low-stock',
        subject,
        text: t('mail', 'lowStock.text', {
          name: recipient.name,
          count: String(objects.length),
          site: site.name,
          list,
          settingsLink: `${base}/user-info`,
        }),
      });
    } catch (error) {
      options.log?.(`low-stock mail to ${recipient.userId} failed: ${String(error)}`);
    }
  }
}

/**
 * After a save commits: the low-stock e-mail for the objects it turned Low, in the
 * background. The save has answered already, so a failure is logged, never thrown.
 */
export function mailTurnedLow(
  db: Database,
  mailer: Mailer,
  siteKey: string,
  turnedLow: MovementResult['turnedLow'],
  options: LowStockMailOptions & { log: (message: string) => void },
): void {
  if (turnedLow.length === 0) return;
  void sendLowStockMail(db, mailer, siteKey, turnedLow, options).catch((error: unknown) =>
    options.log(`low-stock mail failed: ${String(error)}`),
  );
}
