import { sql } from 'drizzle-orm';
import type { TDocumentKind } from '@craftwork/domain/billing/numbering';
import type { DbOrTx } from '../../db/client.ts';

/** Takes the site's next number of a kind: the counter row stays locked until `tx` ends. */
export async function incrementDocumentCounter(
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
