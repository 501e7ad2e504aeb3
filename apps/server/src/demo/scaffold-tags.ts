import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type { DbOrTx } from '../db/client.ts';
import { craftRecords } from '../db/schema.ts';

/**
 * Every demo scaffold record gets its public tag token, so a printed tag and the record's
 * "Public tag link" open /tag/{token} from the start. Tokens are random even in the demo: the
 * page is public.
 */
export async function seedDemoScaffoldTags(tx: DbOrTx, ctx: { siteKeys: string[] }) {
  const rows = await tx
    .select({ id: craftRecords.id })
    .from(craftRecords)
    .where(
      and(
        inArray(craftRecords.siteKey, ctx.siteKeys),
        eq(craftRecords.craftType, CRAFT_TYPE.SCAFFOLDING),
        isNull(craftRecords.tagToken),
      ),
    );
  if (rows.length === 0) return;
  const pairs = rows.map((r) => ({ id: r.id, token: randomBytes(32).toString('base64url') }));
  await tx.execute(sql`
    update craft_records c set tag_token = t.token
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as t(id text, token text)
    where c.id = t.id`);
}
