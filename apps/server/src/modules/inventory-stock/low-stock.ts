import { isSubscribed, maySubscribe } from '@craftwork/domain/site/subscriptions';
import type { Database, DbOrTx } from '../../db/client.ts';
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

function quantity(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
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
 * Low with its available quantity, its threshold and a link to it. A failed delivery is
 * logged, never thrown: the save is done.
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
  const subject =
    objects.length === 1
      ? `Low stock: ${first}`
      : `Low stock: ${first} and ${objects.length - 1} more`;
  const list = objects
    .map(
      (o) =>
        `- ${o.title}: ${quantity(o.quantityAvailable)} available (Low at ${quantity(o.threshold)})\n  ${base}/inventory/objects/${o.id}`,
    )
    .join('\n');
  for (const recipient of recipients) {
    try {
      await mailer.send({
        to: recipient.email,
        kind: 'inventory-low-stock',
        subject,
        text:
          `Hello ${recipient.name},\n\n` +
          `${objects.length === 1 ? 'This inventory object' : 'These inventory objects'} of ${site.name} turned Low:\n\n` +
          `${list}\n\n` +
          `You receive this e-mail because Low-stock e-mails are on in your settings: ${base}/user-info`,
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
