import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { nameKey } from '@craftwork/domain/import/cells';
import {
  AMBIGUOUS,
  type TExistingRecord,
  type TImportRecordRef,
  type TRecordPatch,
} from '@craftwork/domain/import/rows';
import type { DbOrTx } from '../../db/client.ts';
import { assets, companies, craftRecords, events, locations, tasks } from '../../db/schema.ts';

type Ref<T> = T | typeof AMBIGUOUS;

/** Rows by a name as nameKey gives it; a name two rows share is ambiguous. */
function byName<T>(rows: readonly { name: string; value: T }[]): Map<string, Ref<T>> {
  const map = new Map<string, Ref<T>>();
  for (const { name, value } of rows) {
    const key = nameKey(name);
    map.set(key, map.has(key) ? AMBIGUOUS : value);
  }
  return map;
}

/** The site's live locations, companies and assets, read once per import. */
export async function siteReferences(db: DbOrTx, siteKey: string) {
  const [locationRows, companyRows, assetRows] = await Promise.all([
    db
      .select({ id: locations.id, title: locations.title })
      .from(locations)
      .where(and(eq(locations.siteKey, siteKey), isNull(locations.deletedAt))),
    db
      .select({ id: companies.id, name: companies.name, craftTypes: companies.craftTypes })
      .from(companies)
      .where(and(eq(companies.siteKey, siteKey), isNull(companies.deletedAt))),
    db
      .select({ id: assets.id, customId: assets.customId })
      .from(assets)
      .where(and(eq(assets.siteKey, siteKey), isNull(assets.deletedAt))),
  ]);
  return {
    locations: byName(locationRows.map((l) => ({ name: l.title, value: l.id }))),
    companies: byName(
      companyRows.map((c) => ({ name: c.name, value: { id: c.id, craftTypes: c.craftTypes } })),
    ),
    assets: byName(assetRows.map((a) => ({ name: a.customId, value: a.id }))),
  };
}

/** The site's live craft records that have a tag number: what imports match rows against. */
const liveTaggedRecordsOf = (siteKey: string) =>
  and(
    eq(craftRecords.siteKey, siteKey),
    isNull(craftRecords.deletedAt),
    isNotNull(craftRecords.tagNumber),
  );

/** The site's live craft records by tag number (what task rows name). */
export async function recordsByTag(db: DbOrTx, siteKey: string) {
  const rows = await db
    .select({
      id: craftRecords.id,
      tag: craftRecords.tagNumber,
      craftType: craftRecords.craftType,
      title: craftRecords.title,
      locationId: craftRecords.locationId,
      customerId: craftRecords.customerId,
      customerLocationId: craftRecords.customerLocationId,
    })
    .from(craftRecords)
    .where(liveTaggedRecordsOf(siteKey));
  return byName<TImportRecordRef>(
    rows.map(({ tag, ...record }) => ({ name: tag ?? '', value: record })),
  );
}

/**
 * The site's live craft records with a tag number, as a records import compares its rows with
 * them (issue 33 #2: a tag number is unique among them; a row with one is skipped or updated).
 */
export async function existingRecordsByTag(db: DbOrTx, siteKey: string) {
  const rows = await db
    .select({
      id: craftRecords.id,
      tag: craftRecords.tagNumber,
      craftType: craftRecords.craftType,
      title: craftRecords.title,
      description: craftRecords.description,
      locationId: craftRecords.locationId,
      assetId: craftRecords.assetId,
      authorizedCompanies: craftRecords.authorizedCompanies,
      craftDetails: craftRecords.craftDetails,
    })
    .from(craftRecords)
    .where(liveTaggedRecordsOf(siteKey));
  return byName<TExistingRecord>(
    rows
      .filter(({ tag }) => (tag ?? '').trim() !== '')
      .map(({ tag, ...record }) => ({ name: tag ?? '', value: record })),
  );
}

/**
 * Holds the site's imports one at a time until the transaction ends: a second import of the
 * same file waits, then reads the records the first created, so it cannot create them again.
 */
export async function lockSiteImports(tx: DbOrTx, siteKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`csv-import:${siteKey}`}))`);
}

/** An existing record's changed fields, written by an update import. */
export async function updateRecord(
  tx: DbOrTx,
  siteKey: string,
  id: string,
  patch: TRecordPatch,
  userId: string,
  now: Date,
) {
  await tx
    .update(craftRecords)
    .set({ ...patch, lastModifiedBy: userId, timestampLastModified: now })
    .where(and(eq(craftRecords.siteKey, siteKey), eq(craftRecords.id, id)));
}

const CHUNK = 500;

/** Inserts in chunks, so 5,000 rows stay under PostgreSQL's parameter limit. */
export async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export type NewRecord = typeof craftRecords.$inferInsert;
export type NewTask = typeof tasks.$inferInsert;
export type NewEvent = typeof events.$inferInsert;

export async function insertRecords(tx: DbOrTx, rows: readonly NewRecord[]) {
  await insertChunked(rows, (chunk) => tx.insert(craftRecords).values(chunk));
}

export async function insertTasks(tx: DbOrTx, rows: readonly NewTask[]) {
  await insertChunked(rows, (chunk) => tx.insert(tasks).values(chunk));
}

export async function insertEvents(tx: DbOrTx, rows: readonly NewEvent[]) {
  await insertChunked(rows, (chunk) => tx.insert(events).values(chunk));
}

/** A closed record gets a new task: it opens again (as the wizard does). */
export async function reopenRecords(tx: DbOrTx, siteKey: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(craftRecords)
    .set({ open: true, timestampRecordClosed: null })
    .where(
      and(
        eq(craftRecords.siteKey, siteKey),
        inArray(craftRecords.id, [...ids]),
        sql`${craftRecords.open} = false`,
      ),
    );
}
