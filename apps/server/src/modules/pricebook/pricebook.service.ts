import { randomUUID } from 'node:crypto';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { csvFromBatches } from '@craftwork/domain/lists/csv';
import {
  importErrorLines,
  isPricebookCsvHeader,
  PRICEBOOK_CSV_COLUMNS,
  PRICEBOOK_IMPORT_LIMITS,
  PRICEBOOK_MESSAGES,
  pricebookCsvRow,
  pricebookExportFileName,
  pricebookItemFromCsv,
  type TPricebookCsvItem,
} from '@craftwork/domain/billing/pricebook';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { readCsvRecords, type TCsvRecord } from '../../storage/csv-records.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { changedValues, writeAudit } from '../audit/index.ts';
import {
  findItemForUpdate,
  insertItems,
  itemsNamedForUpdate,
  listPricebookItems,
  nameTaken,
  updateItem,
  type TPricebookQuery,
} from './pricebook.repository.ts';

/** Most items a list or an export answers (a price book is far smaller). */
export const PRICEBOOK_ROW_LIMIT = 10_000;

type TItemValues = Omit<TPricebookCsvItem, 'id'>;

const valuesOf = (item: TItemValues) => ({
  name: item.name,
  description: item.description,
  unit: item.unit,
  unitPriceCents: item.unitPriceCents,
  craftType: item.craftType,
  taxable: item.taxable,
  active: item.active,
});

/** PostgreSQL's unique violation: another request took the name between the check and the write. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
  );
}

function duplicateNameRefusal(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', PRICEBOOK_MESSAGES.duplicateName);
  throw error;
}

export function listPricebook(db: Database, scope: Scope, query: TPricebookQuery) {
  return listPricebookItems(db, scope.siteKey, query, PRICEBOOK_ROW_LIMIT);
}

/** pricebook.save: a new item (id null) or a change of one; names are unique per site. */
export async function savePricebookItem(db: Database, scope: Scope, input: TPricebookCsvItem) {
  const values = valuesOf(input);
  const id = input.id ?? randomUUID();
  await db
    .transaction(async (tx) => {
      const before = input.id ? await findItemForUpdate(tx, scope.siteKey, input.id) : undefined;
      if (input.id && !before) throw new AppError('NOT_FOUND', PRICEBOOK_MESSAGES.notFound);
      if (await nameTaken(tx, scope.siteKey, values.name, input.id)) {
        throw new AppError('CONFLICT', PRICEBOOK_MESSAGES.duplicateName);
      }
      const audit = { siteKey: scope.siteKey, actorId: scope.userId, area: 'billing' as const };
      if (before) {
        const changed = changedValues(valuesOf(before), values);
        if (!changed) return;
        await updateItem(tx, scope.siteKey, id, values);
        await writeAudit(tx, {
          ...audit,
          action: 'updated',
          targetId: id,
          targetLabel: values.name,
          ...changed,
        });
      } else {
        await insertItems(tx, scope.siteKey, [{ id, ...values }]);
        await writeAudit(tx, {
          ...audit,
          action: 'created',
          targetId: id,
          targetLabel: values.name,
          after: values,
        });
      }
      await notifyChange(tx, { site: scope.siteKey, topics: ['billing'], ids: [id] });
    })
    .catch(duplicateNameRefusal);
  return { id };
}

type TLineError = { line: number; reason: string };

/** Import files read per user and per site in ten minutes (issue 31), per user first. */
export const PRICEBOOK_IMPORT_THROTTLE = {
  perUser: { max: 20, windowSeconds: 600 },
  perSite: { max: 40, windowSeconds: 600 },
} as const satisfies Record<string, TLimit>;

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/**
 * The items of an import file, or its refusal: the header must name PRICEBOOK_CSV_COLUMNS and
 * every row must be an item; each bad row is named by the file's line it starts on (the header
 * is line 1), as a spreadsheet or text editor numbers it.
 */
export async function readPricebookCsv(
  csv: string,
): Promise<{ line: number; item: TPricebookCsvItem }[]> {
  if (Buffer.byteLength(csv, 'utf8') > PRICEBOOK_IMPORT_LIMITS.bytes) {
    refuse(PRICEBOOK_MESSAGES.importTooLarge);
  }
  const records: TCsvRecord[] = [];
  try {
    // Line ends as \n alone: csv-parse counts a CRLF inside a quoted cell as two lines. Parsed
    // a slice per turn of the event loop, and only up to the first row over the limit.
    await readCsvRecords(
      [csv.replace(/\r\n?/g, '\n')],
      { bom: true, relax_column_count: true, skip_empty_lines: true },
      (record) => records.push(record) < PRICEBOOK_IMPORT_LIMITS.rows + 2,
    );
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return refuse(
      typeof line === 'number'
        ? `${PRICEBOOK_MESSAGES.importRefused}\nLine ${line}: ${PRICEBOOK_MESSAGES.importNotCsv}`
        : PRICEBOOK_MESSAGES.importNotCsv,
    );
  }
  const [header, ...rows] = records;
  if (!header || !isPricebookCsvHeader(header.record))
    return refuse(PRICEBOOK_MESSAGES.importHeader);
  if (rows.length === 0) refuse(PRICEBOOK_MESSAGES.importEmpty);
  if (rows.length > PRICEBOOK_IMPORT_LIMITS.rows) refuse(PRICEBOOK_MESSAGES.importTooMany);

  const items: { line: number; item: TPricebookCsvItem }[] = [];
  const errors: TLineError[] = [];
  const firstLineOf = new Map<string, number>();
  let previousEnd = header.lines;
  let previousEmpty = header.emptyLines;
  for (const { record, lines, emptyLines } of rows) {
    // A record starts on the line after the previous one, past the empty lines skipped between.
    const line = previousEnd + 1 + (emptyLines - previousEmpty);
    previousEnd = lines;
    previousEmpty = emptyLines;
    const result = pricebookItemFromCsv(record);
    if ('error' in result) {
      errors.push({ line, reason: result.error });
      continue;
    }
    const key = result.item.name.toLowerCase();
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line, reason: `${result.item.name} is already on line ${first}.` });
      continue;
    }
    firstLineOf.set(key, line);
    items.push({ line, item: result.item });
  }
  if (errors.length > 0) {
    refuse([PRICEBOOK_MESSAGES.importRefused, ...importErrorLines(errors)].join('\n'));
  }
  return items;
}

/**
 * pricebook.importCsv: every row of the file or none. An item whose name exists (any letter
 * case) is updated, the others are created, all in one transaction.
 */
export async function importPricebookCsv(
  db: Database,
  scope: Scope,
  input: { csv: string; limitMultiplier?: number },
) {
  const scaled = (l: TLimit): TLimit => ({ ...l, max: l.max * (input.limitMultiplier ?? 1) });
  await consumeRateLimit(
    db,
    `pricebookImportPerUser:${scope.userId}`,
    scaled(PRICEBOOK_IMPORT_THROTTLE.perUser),
  );
  await consumeRateLimit(
    db,
    `pricebookImportPerSite:${scope.siteKey}`,
    scaled(PRICEBOOK_IMPORT_THROTTLE.perSite),
  );
  const rows = await readPricebookCsv(input.csv);
  return db
    .transaction(async (tx) => {
      const existing = await itemsNamedForUpdate(
        tx,
        scope.siteKey,
        rows.map((r) => r.item.name.toLowerCase()),
      );
      const idOf = new Map(existing.map((e) => [e.name.toLowerCase(), e.id]));
      const created: (ReturnType<typeof valuesOf> & { id: string })[] = [];
      let updated = 0;
      for (const { item } of rows) {
        const id = idOf.get(item.name.toLowerCase());
        if (id) {
          await updateItem(tx, scope.siteKey, id, valuesOf(item));
          updated++;
        } else created.push({ id: randomUUID(), ...valuesOf(item) });
      }
      await insertItems(tx, scope.siteKey, created);
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'billing',
        action: 'updated',
        targetLabel: 'Price Book CSV import',
        after: { created: created.length, updated },
      });
      await notifyChange(tx, { site: scope.siteKey, topics: ['billing'] });
      return { created: created.length, updated };
    })
    .catch(duplicateNameRefusal);
}

/** pricebook.exportCsv: "Price Book - {MM-DD-YYYY}.csv" of the listed items, by name. */
export async function exportPricebookCsv(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  query: TPricebookQuery,
  now = new Date(),
) {
  const site = await loadSite();
  const items = await listPricebookItems(db, scope.siteKey, query, PRICEBOOK_ROW_LIMIT);
  async function* batches() {
    yield items.map(pricebookCsvRow);
  }
  const { csv, rows } = await csvFromBatches(PRICEBOOK_CSV_COLUMNS, batches());
  return {
    filename: pricebookExportFileName(formatExportFileDate(now, site.timezone)),
    csv,
    rows,
  };
}
