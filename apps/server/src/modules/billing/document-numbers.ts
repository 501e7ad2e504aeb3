import { sql } from 'drizzle-orm';
import type { TDocumentKind } from '@craftwork/domain/billing/numbering';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The next estimate or invoice number of a site. Call it inside the transaction that inserts
 * the document: the counter row stays locked until that transaction ends, so concurrent
 * callers get consecutive numbers, and a rolled-back insert gives its number back (no gaps).
 */
export async function nextDocumentNumber(
  tx: DbOrTx,
  siteKey: string,
  kind: TDocumentKind,
): Promise<number> {
  const result = await tx.execute<{ last: number }>(sql`
    insert into document_counters (site_key, kind, last) values (${siteKey}, ${kind}, 1)
    on conflict (site_key, kind) do update set last = document_counters.last + 1
    returning last`);
  return Number(result.rows[0]?.last);
}
