import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { INVENTORY_TRANSACTION_TYPE as TT } from '@craftwork/domain/catalogues/inventory';
import type { TRentalLine } from '@craftwork/domain/inventory/rental';
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

/** Names shown for ids: a deleted company, record or object reads as missing (null). */
export async function rentalNames(
  db: DbOrTx,
  siteKey: string,
  ids: { companyIds: string[]; recordIds: string[]; objectIds: string[] },
) {
  const [companyRows, recordRows, objectRows] = await Promise.all([
    ids.companyIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(
            and(
              eq(companies.siteKey, siteKey),
              inArray(companies.id, ids.companyIds),
              isNull(companies.deletedAt),
            ),
          )
      : [],
    ids.recordIds.length
      ? db
          .select({ id: craftRecords.id, name: craftRecords.title })
          .from(craftRecords)
          .where(
            and(
              eq(craftRecords.siteKey, siteKey),
              inArray(craftRecords.id, ids.recordIds),
              isNull(craftRecords.deletedAt),
            ),
          )
      : [],
    ids.objectIds.length
      ? db
          .select({ id: inventoryObjects.id, name: inventoryObjects.title })
          .from(inventoryObjects)
          .where(
            and(
              eq(inventoryObjects.siteKey, siteKey),
              inArray(inventoryObjects.id, ids.objectIds),
              isNull(inventoryObjects.deletedAt),
            ),
          )
      : [],
  ]);
  const toMap = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    companies: toMap(companyRows),
    records: toMap(recordRows),
    objects: toMap(objectRows),
  };
}
