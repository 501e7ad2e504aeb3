import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TPricebookItemRow } from '@craftwork/domain/billing/pricebook';
import type { DbOrTx } from '../../db/client.ts';
import { pricebookItems } from '../../db/schema.ts';
import { searchMatch } from '../../db/search.ts';

export type TPricebookQuery = { search: string; activeOnly: boolean; craftType: number | null };

type TItemValues = Omit<TPricebookItemRow, 'id' | 'timestampLastModified'>;

const haystack = sql`lower(${pricebookItems.name} || ' ' || ${pricebookItems.description} || ' ' || ${pricebookItems.unit})`;

const columns = {
  id: pricebookItems.id,
  name: pricebookItems.name,
  description: pricebookItems.description,
  unit: pricebookItems.unit,
  unitPriceCents: pricebookItems.unitPriceCents,
  craftType: pricebookItems.craftType,
  taxable: pricebookItems.taxable,
  active: pricebookItems.active,
  timestampLastModified: pricebookItems.timestampLastModified,
};

/**
 * The site's items by name: every word of the search in the name, description or unit; a craft
 * type keeps the items of that craft and those of any craft (craft type null).
 */
export async function listPricebookItems(
  db: DbOrTx,
  siteKey: string,
  query: TPricebookQuery,
  limit: number,
): Promise<TPricebookItemRow[]> {
  const rows = await db
    .select(columns)
    .from(pricebookItems)
    .where(
      and(
        eq(pricebookItems.siteKey, siteKey),
        searchMatch(haystack, query.search),
        query.activeOnly ? eq(pricebookItems.active, true) : undefined,
        query.craftType === null
          ? undefined
          : or(isNull(pricebookItems.craftType), eq(pricebookItems.craftType, query.craftType)),
      ),
    )
    .orderBy(asc(sql`lower(${pricebookItems.name})`), asc(pricebookItems.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, timestampLastModified: r.timestampLastModified.toISOString() }));
}

/** An item of the site, locked for the change that reads it; undefined when none. */
export async function findItemForUpdate(tx: DbOrTx, siteKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(pricebookItems)
    .where(and(eq(pricebookItems.id, id), eq(pricebookItems.siteKey, siteKey)))
    .for('update');
  return row;
}

/** The site's items named (case-insensitively) as one of `lowerNames`, locked for the import. */
export async function itemsNamedForUpdate(tx: DbOrTx, siteKey: string, lowerNames: string[]) {
  if (lowerNames.length === 0) return [];
  return tx
    .select({ id: pricebookItems.id, name: pricebookItems.name })
    .from(pricebookItems)
    .where(
      and(
        eq(pricebookItems.siteKey, siteKey),
        inArray(sql<string>`lower(${pricebookItems.name})`, lowerNames),
      ),
    )
    .for('update');
}

/** Whether another item of the site already has this name (any letter case). */
export async function nameTaken(
  tx: DbOrTx,
  siteKey: string,
  name: string,
  exceptId: string | null,
) {
  const [row] = await tx
    .select({ id: pricebookItems.id })
    .from(pricebookItems)
    .where(
      and(
        eq(pricebookItems.siteKey, siteKey),
        eq(sql`lower(${pricebookItems.name})`, name.toLowerCase()),
      ),
    );
  return row !== undefined && row.id !== exceptId;
}

export async function insertItems(
  tx: DbOrTx,
  siteKey: string,
  items: (TItemValues & { id: string })[],
) {
  // Batches keep each statement well under PostgreSQL's bind parameter limit.
  for (let i = 0; i < items.length; i += 1000) {
    await tx
      .insert(pricebookItems)
      .values(items.slice(i, i + 1000).map((v) => ({ ...v, siteKey })));
  }
}

export async function updateItem(tx: DbOrTx, siteKey: string, id: string, values: TItemValues) {
  await tx
    .update(pricebookItems)
    .set({ ...values, timestampLastModified: new Date() })
    .where(and(eq(pricebookItems.id, id), eq(pricebookItems.siteKey, siteKey)));
}
