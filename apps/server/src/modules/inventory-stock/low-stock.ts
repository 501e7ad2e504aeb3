import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MovementResult } from './movements.ts';

/**
 * The low-stock e-mail: when a save turns objects Low, subscribed plant users of the site hear
 * of it. Called after the save commits; the outbox keeps the mail if SMTP is slow or down.
 */
export async function sendLowStockMail(
  _db: Database,
  _mailer: Mailer,
  _siteKey: string,
  _turnedLow: MovementResult['turnedLow'],
): Promise<void> {
  // filled in by the subscriptions work
}
