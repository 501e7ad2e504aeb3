import type { TDocumentKind } from '@craftwork/domain/billing/numbering';
import type { DbOrTx } from '../../db/client.ts';
import { incrementDocumentCounter } from './document-counters.repository.ts';

/**
 * The next estimate or invoice number of a site. Call it inside the transaction that inserts
 * the document: the counter row stays locked until that transaction ends, so concurrent
 * callers get consecutive numbers, and a rolled-back insert gives its number back (no gaps).
 */
export function nextDocumentNumber(
  tx: DbOrTx,
  siteKey: string,
  kind: TDocumentKind,
): Promise<number> {
  return incrementDocumentCounter(tx, siteKey, kind);
}
