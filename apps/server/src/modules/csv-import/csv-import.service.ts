import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import type { TImportDelimiter } from '@craftwork/domain/import/delimiter';
import {
  IMPORT_KIND_LABELS,
  IMPORT_LIMITS,
  importFields,
  type TExistingRecordMode,
  type TImportConstant,
  type TImportKind,
} from '@craftwork/domain/import/fields';
import { proposeMapping } from '@craftwork/domain/import/mapping';
import {
  checkImport,
  IMPORT_OUTCOMES,
  type TImportContext,
  type TImportedRecord,
  type TImportedTask,
  type TImportLineOutcome,
  type TImportOutcome,
  type TImportProblem,
} from '@craftwork/domain/import/rows';
import { toCsv, type TCsvFile } from '@craftwork/domain/lists/csv';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { recountCraftRecord } from '../records/index.ts';
import type { SiteConfig, SiteSource } from '../../site-config/site-config.ts';
import { readCsvFile, type CsvTable } from './csv-file.ts';
import { recordRows, taskRows, updateEvents } from './csv-import-writes.ts';
import {
  existingRecordsByTag,
  insertEvents,
  insertRecords,
  insertTasks,
  lockSiteImports,
  recordsByTag,
  reopenRecords,
  siteReferences,
  updateRecord,
} from './csv-import.repository.ts';

export type ImportInput = {
  kind: TImportKind;
  file: Blob;
  mapping: (string | null)[];
  /** Fields given one value for every row. */
  constants?: TImportConstant[];
  /** The file's delimiter as the user chose it; told from the file when not given. */
  delimiter?: TImportDelimiter;
  /** Records whose tag number is on the site: skipped unless the user chose to update them. */
  existing?: TExistingRecordMode;
};

/**
 * Files read per user and per site in ten minutes, over inspect, dry run and import together
 * (issue 31: reading a file is the costliest thing a site admin can ask for, and anyone can
 * make a site). An import with a few corrections is a handful of reads.
 */
export const CSV_IMPORT_THROTTLE = {
  perUser: { max: 20, windowSeconds: 600 },
  perSite: { max: 40, windowSeconds: 600 },
} as const satisfies Record<string, TLimit>;

/** One file read counted, per user first: a user over their limit spends none of the site's. */
async function throttleRead(db: Database, scope: Scope, limitMultiplier = 1) {
  const scaled = (l: TLimit): TLimit => ({ ...l, max: l.max * limitMultiplier });
  await consumeRateLimit(
    db,
    `csvImportPerUser:${scope.userId}`,
    scaled(CSV_IMPORT_THROTTLE.perUser),
  );
  await consumeRateLimit(
    db,
    `csvImportPerSite:${scope.siteKey}`,
    scaled(CSV_IMPORT_THROTTLE.perSite),
  );
}

/** A dry run's (or a refused run's) answer: counts, and the problems line by line. */
export type ImportReport = {
  rows: number;
  ready: number;
  badRows: number;
  problems: TImportProblem[];
  /** Problems beyond the first 1,000, counted only. */
  moreProblems: number;
  /** What each row without a problem does (or did): created, updated, skipped, unchanged. */
  outcomes: TImportLineOutcome[];
  /** The outcomes counted. */
  counts: Record<TImportOutcome, number>;
};

function countOutcomes(outcomes: readonly TImportLineOutcome[]) {
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, 0])) as Record<
    TImportOutcome,
    number
  >;
  for (const { outcome } of outcomes) counts[outcome] += 1;
  return counts;
}

/** The fields of a kind on the caller's site, and the template: a CSV of their labels. */
export async function importTemplate(loadSite: SiteSource, kind: TImportKind) {
  const site = await loadSite();
  const fields = importFields(kind, site.config);
  const template: TCsvFile = {
    filename: `${IMPORT_KIND_LABELS[kind]} import template.csv`,
    csv: toCsv(
      fields.map((f) => f.label),
      [],
    ),
    rows: 0,
  };
  return { fields, template };
}

/** The file's headers, size and first rows, with the proposed mapping; nothing is checked yet. */
export async function inspectFile(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: {
    kind: TImportKind;
    file: Blob;
    delimiter?: TImportDelimiter;
    limitMultiplier?: number;
  },
) {
  await throttleRead(db, scope, input.limitMultiplier);
  const { kind } = input;
  const [table, site] = await Promise.all([readCsvFile(input.file, input.delimiter), loadSite()]);
  const fields = importFields(kind, site.config);
  return {
    delimiter: table.delimiter,
    headers: table.headers,
    rowCount: table.rows.length,
    sample: table.rows
      .slice(0, IMPORT_LIMITS.sampleRows)
      .map((r) => table.headers.map((_, i) => r.cells[i] ?? '')),
    mapping: proposeMapping(table.headers, fields),
    fields,
  };
}

async function checkFile(
  db: DbOrTx,
  scope: Scope,
  site: SiteConfig,
  input: ImportInput,
  table: CsvTable,
) {
  const [refs, records, existingRecords] = await Promise.all([
    siteReferences(db, scope.siteKey),
    input.kind === 'tasks' ? recordsByTag(db, scope.siteKey) : Promise.resolve(new Map()),
    input.kind === 'records' ? existingRecordsByTag(db, scope.siteKey) : Promise.resolve(new Map()),
  ]);
  const ctx: TImportContext = {
    fields: importFields(input.kind, site.config),
    validCraftTypes: site.validCraftTypes,
    validTaskTypes: site.validTaskTypes,
    validTaskStatusCodes: site.validTaskStatusCodes,
    customizations: site.config,
    timeZone: site.timezone,
    now: new Date(),
    isPlantPersonnel: scope.isPlantPersonnel,
    ...refs,
    records,
    existingRecords,
    existingMode: input.existing ?? 'skip',
    constants: input.constants ?? [],
  };
  const check = checkImport(input.kind, table.headers, table.rows, input.mapping, ctx);
  const report: ImportReport = {
    rows: table.rows.length,
    // Rows without a problem: to create, update, skip or find unchanged.
    ready: check.problems.length === 0 ? check.outcomes.length : table.rows.length - check.badRows,
    badRows: check.badRows,
    problems: check.problems.slice(0, IMPORT_LIMITS.maxProblems),
    moreProblems: Math.max(0, check.problems.length - IMPORT_LIMITS.maxProblems),
    outcomes: check.outcomes,
    counts: countOutcomes(check.outcomes),
  };
  return { check, report, now: ctx.now };
}

/** Every row checked against the site; nothing is written. */
export async function dryRun(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: ImportInput & { limitMultiplier?: number },
) {
  await throttleRead(db, scope, input.limitMultiplier);
  const table = await readCsvFile(input.file, input.delimiter);
  const { report } = await checkFile(db, scope, await loadSite(), input, table);
  return report;
}

/**
 * The import: the file checked again, then, only when no row has a problem, every row written
 * in one transaction (with its events, the records' task counts, one live notice on commit).
 * Any problem: nothing is written and the report says why. The site's imports run one at a
 * time (an advisory lock held to the end of the transaction), each checking against what the
 * one before wrote: two imports of one file create its records once (issue 33 #2).
 */
export async function runImport(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: ImportInput & { limitMultiplier?: number },
) {
  await throttleRead(db, scope, input.limitMultiplier);
  // Read before the transaction: no connection is held while the file is parsed.
  const table = await readCsvFile(input.file, input.delimiter);
  const site = await loadSite();
  return db.transaction(async (tx) => {
    await lockSiteImports(tx, scope.siteKey);
    const { check, report, now } = await checkFile(tx, scope, site, input, table);
    if (check.problems.length > 0) return { imported: false as const, created: 0, report };
    if (input.kind === 'records') {
      const { records, events } = recordRows(scope, check.rows as TImportedRecord[], now);
      await insertRecords(tx, records);
      for (const { id, patch } of check.updates)
        await updateRecord(tx, scope.siteKey, id, patch, scope.userId, now);
      await insertEvents(tx, [...events, ...updateEvents(scope, check.updates, now)]);
      await notifyChange(tx, {
        site: scope.siteKey,
        topics: ['craftRecords'],
        ids: [...records.map((r) => r.id), ...check.updates.map((u) => u.id)],
      });
      return { imported: true as const, created: records.length, report };
    }
    const { tasks, events } = taskRows(scope, check.rows as TImportedTask[], now);
    const recordIds = [...new Set(tasks.map((t) => t.craftRecordId))];
    // Work to do opens a closed record, as the wizard does; history changes no record's state.
    const reopened = [
      ...new Set(
        tasks.filter((t) => t.taskStatus !== TASK_STATUS.COMPLETE).map((t) => t.craftRecordId),
      ),
    ];
    await insertTasks(tx, tasks);
    await insertEvents(tx, events);
    await reopenRecords(tx, scope.siteKey, reopened);
    for (const id of recordIds) await recountCraftRecord(tx, id);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: tasks.map((t) => t.id),
    });
    return { imported: true as const, created: tasks.length, report };
  });
}
