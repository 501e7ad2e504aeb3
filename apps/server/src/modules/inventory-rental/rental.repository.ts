import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { INVENTORY_TRANSACTION_TYPE as TT } from '@craftwork/domain/catalogues/inventory';
import type { TRentalLine } from '@craftwork/domain/inventory/rental-days';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  craftRecords,
  inventoryObjects,
  inventoryTransactions,
} from '../../db/schema.ts';

/** The movement types rental reads: On Rent, Off Rent and Transfer Rental. */
const RENTAL_TYPES = [
  TT.ON_RENT_FROM_RESERVED,
  TT.ON_RENT_FROM_LAYDOWN_YARD,
  TT.OFF_RENT_TO_LAYDOWN_YARD,
  TT.TRANSFER_RENTAL,
];

const LINE = {
  id: inventoryTransactions.id,
  type: inventoryTransactions.type,
  value: inventoryTransactions.value,
  companyId: inventoryTransactions.companyId,
  parentRecordId: inventoryTransactions.parentRecordId,
  toRecordId: inventoryTransactions.toRecordId,
  objectId: inventoryTransactions.objectId,
  siteDay: inventoryTransactions.siteDay,
  rentStopDate: inventoryTransactions.rentStopDate,
  initiatingEvent: inventoryTransactions.initiatingEvent,
};

/**
 * The site's live rental lines, in the order they were written (site day, then time), for
 * one company and one object when named. Whole histories are read: rent that started long
 * before a range still bills in it.
 */
export async function rentalLines(
  db: DbOrTx,
  siteKey: string,
  narrow: { companyId?: string | null; objectId?: string | null },
): Promise<TRentalLine[]> {
  const where: SQL[] = [
    eq(inventoryTransactions.siteKey, siteKey),
    inArray(inventoryTransactions.type, RENTAL_TYPES),
    isNull(inventoryTransactions.deletedAt),
  ];
  if (narrow.companyId) where.push(eq(inventoryTransactions.companyId, narrow.companyId));
  if (narrow.objectId) where.push(eq(inventoryTransactions.objectId, narrow.objectId));
  return db
    .select(LINE)
    .from(inventoryTransactions)
    .where(and(...where))
    .orderBy(
      asc(inventoryTransactions.siteDay),
      asc(inventoryTransactions.timestampCreated),
      asc(inventoryTransactions.id),
    );
}

/** One live line of the site, locked for its rent-stop change. */
export async function lockRentalLine(db: DbOrTx, siteKey: string, id: string) {
  const [row] = await db
    .select(LINE)
    .from(inventoryTransactions)
    .where(
      and(
        eq(inventoryTransactions.siteKey, siteKey),
        eq(inventoryTransactions.id, id),
        isNull(inventoryTransactions.deletedAt),
      ),
    )
    .for('update');
  return row;
}

export async function writeRentStop(
  db: DbOrTx,
  id: string,
  change: { rentStopDate: string; userId: string; now: Date },
): Promise<void> {
  await db
    .update(inventoryTransactions)
    .set({
      rentStopDate: change.rentStopDate,
      lastModifiedBy: change.userId,
      timestampLastModified: change.now,
    })
    .where(eq(inventoryTransactions.id, id));
}

type NamedTable = typeof companies | typeof craftRecords | typeof inventoryObjects;

/** The site's live rows of `table` among `ids`, by id: their `name` column. */
async function liveNames(
  db: DbOrTx,
  siteKey: string,
  table: NamedTable,
  name: typeof companies.name | typeof craftRecords.title | typeof inventoryObjects.title,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows: { id: string; name: string }[] = await db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.siteKey, siteKey), inArray(table.id, ids), isNull(table.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names shown for ids: a deleted company, record or object reads as missing (null). */
export async function rentalNames(
  db: DbOrTx,
  siteKey: string,
  ids: { companyIds: string[]; recordIds: string[]; objectIds: string[] },
) {
  const [companyNames, recordNames, objectNames] = await Promise.all([
    liveNames(db, siteKey, companies, companies.name, ids.companyIds),
    liveNames(db, siteKey, craftRecords, craftRecords.title, ids.recordIds),
    liveNames(db, siteKey, inventoryObjects, inventoryObjects.title, ids.objectIds),
  ]);
  return { companies: companyNames, records: recordNames, objects: objectNames };
}
