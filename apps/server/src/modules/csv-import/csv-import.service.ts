import { randomUUID } from 'node:crypto';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import {
  IMPORT_KIND_LABELS,
  IMPORT_LIMITS,
  importFields,
  proposeMapping,
  type TImportKind,
} from '@craftwork/domain/import/fields';
import {
  checkImport,
  type TImportContext,
  type TImportedRecord,
  type TImportedTask,
  type TImportProblem,
} from '@craftwork/domain/import/rows';
import { toCsv, type TCsvFile } from '@craftwork/domain/lists/csv';
import { craftRecordPersistence } from '@craftwork/domain/records/persistence';
import { applyScheduleChoice } from '@craftwork/domain/tasks/scheduling';
import { defaultTaskTitle } from '@craftwork/domain/tasks/wizard';
import { consumeRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notifyChange } from '../../live/notify.ts';
import { recountCraftRecord } from '../records/records.repository.ts';
import type { SiteConfig, SiteSource } from '../sites/site-config.ts';
import { readCsvFile, type CsvTable } from './csv-file.ts';
import {
  insertEvents,
  insertRecords,
  insertTasks,
  recordsByTag,
  reopenRecords,
  siteReferences,
  type NewEvent,
  type NewTask,
} from './csv-import.repository.ts';

export type ImportInput = { kind: TImportKind; file: Blob; mapping: (string | null)[] };

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
};

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
  input: { kind: TImportKind; file: Blob; limitMultiplier?: number },
) {
  await throttleRead(db, scope, input.limitMultiplier);
  const { kind } = input;
  const [table, site] = await Promise.all([readCsvFile(input.file), loadSite()]);
  const fields = importFields(kind, site.config);
  return {
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
  const [refs, records] = await Promise.all([
    siteReferences(db, scope.siteKey),
    input.kind === 'tasks' ? recordsByTag(db, scope.siteKey) : Promise.resolve(new Map()),
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
  };
  const check = checkImport(input.kind, table.headers, table.rows, input.mapping, ctx);
  const report: ImportReport = {
    rows: table.rows.length,
    ready: check.problems.length === 0 ? check.rows.length : table.rows.length - check.badRows,
    badRows: check.badRows,
    problems: check.problems.slice(0, IMPORT_LIMITS.maxProblems),
    moreProblems: Math.max(0, check.problems.length - IMPORT_LIMITS.maxProblems),
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
  const table = await readCsvFile(input.file);
  const { report } = await checkFile(db, scope, await loadSite(), input, table);
  return report;
}

function recordRows(scope: Scope, rows: readonly TImportedRecord[], now: Date) {
  const records = rows.map((r) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    title: r.title,
    description: r.description,
    craftType: r.craftType,
    locationId: r.locationId,
    assetId: r.assetId,
    craftDetails: r.craftDetails,
    authorizedCompanies: r.companyId ? [r.companyId] : [],
    createdBy: scope.userId,
    lastModifiedBy: scope.userId,
    timestampRecordCreated: now,
    timestampLastModified: now,
  }));
  const events: NewEvent[] = records.map((r) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    eventType: EVENT_TYPE.CRAFT_RECORD_CREATED,
    craftRecordId: r.id,
    title: r.title,
    createdBy: scope.userId,
  }));
  return { records, events };
}

/** The task rows as the Create New Task wizard writes them on an existing record. */
function taskRows(scope: Scope, rows: readonly TImportedTask[], now: Date) {
  const tasks: NewTask[] = rows.map((r) => {
    const schedule = applyScheduleChoice(r.choice, r.scheduledAt, now);
    return {
      id: randomUUID(),
      siteKey: scope.siteKey,
      craftRecordId: r.record.id,
      title: r.title || defaultTaskTitle(r.taskType, r.record.title),
      description: r.description,
      taskStatus: r.status,
      taskType: r.taskType,
      craftType: r.craftType,
      locationId: r.record.locationId,
      assignedCompanyId: r.companyId,
      workOrder: r.workOrder || null,
      craftRecordPersistence: craftRecordPersistence(r.craftType, r.taskType),
      crewCount: 0,
      notifyCompanyOnCreation: true,
      taskSpecificDetails: r.taskSpecificDetails,
      customerId: r.record.customerId,
      customerLocationId: r.record.customerLocationId,
      createdBy: scope.userId,
      lastModifiedBy: scope.userId,
      timestampCreated: now,
      timestampLastModified: now,
      ...schedule,
      timestampAwaitingStart:
        r.status === TASK_STATUS.AWAITING
          ? (schedule.timestampAwaitingStart ?? now)
          : (schedule.timestampAwaitingStart ?? null),
    };
  });
  const events: NewEvent[] = tasks.map((t) => ({
    id: randomUUID(),
    siteKey: scope.siteKey,
    eventType: EVENT_TYPE.NEW_TASK_ADDED,
    craftRecordId: t.craftRecordId,
    taskId: t.id,
    assignedCompanyId: t.assignedCompanyId ?? null,
    taskStatus: t.taskStatus,
    title: t.title,
    createdBy: scope.userId,
    timestampCreated: now,
  }));
  return { tasks, events };
}

/**
 * The import: the file checked again, then, only when no row has a problem, every row created
 * in one transaction (with its event, the records' task counts, one live notice on commit).
 * Any problem: nothing is created and the report says why.
 */
export async function runImport(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: ImportInput & { limitMultiplier?: number },
) {
  await throttleRead(db, scope, input.limitMultiplier);
  // Read before the transaction: no connection is held while the file is parsed.
  const table = await readCsvFile(input.file);
  const site = await loadSite();
  return db.transaction(async (tx) => {
    const { check, report, now } = await checkFile(tx, scope, site, input, table);
    if (check.problems.length > 0) return { imported: false as const, created: 0, report };
    if (input.kind === 'records') {
      const { records, events } = recordRows(scope, check.rows as TImportedRecord[], now);
      await insertRecords(tx, records);
      await insertEvents(tx, events);
      await notifyChange(tx, {
        site: scope.siteKey,
        topics: ['craftRecords'],
        ids: records.map((r) => r.id),
      });
      return { imported: true as const, created: records.length, report };
    }
    const { tasks, events } = taskRows(scope, check.rows as TImportedTask[], now);
    const recordIds = [...new Set(tasks.map((t) => t.craftRecordId))];
    await insertTasks(tx, tasks);
    await insertEvents(tx, events);
    await reopenRecords(tx, scope.siteKey, recordIds);
    for (const id of recordIds) await recountCraftRecord(tx, id);
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['tasks', 'craftRecords'],
      ids: tasks.map((t) => t.id),
    });
    return { imported: true as const, created: tasks.length, report };
  });
}
