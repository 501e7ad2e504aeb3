import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { exportFileName, toCsv } from '@craftwork/domain/lists/csv';
import {
  craftRecordRefPath,
  parseRefPath,
  type TCraftRecordListFilter,
  type TDeletedCraftRecordListFilter,
} from '@craftwork/domain/lists/queries';
import {
  formatBoolean,
  formatExportFileDate,
  formatListDateTime,
} from '@craftwork/domain/format/dates';
import { standingDays } from '@craftwork/domain/records/standing';
import { type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { craftDetailFields } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { keysetPage, type KeysetRead } from '../../db/keyset.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeRecordEvent } from '../events/index.ts';
import { findSite } from '../../site-config/site-config.repository.ts';
import {
  allCraftRecords,
  craftRecordsWithIds,
  findCraftRecord,
  keysetCraftRecordKeys,
  pageCraftRecords,
  recountCraftRecord,
  type CraftRecordQuery,
  type CraftRecordRowData,
} from './records.repository.ts';
import { restoreRecordWithTasks } from './record-writes.repository.ts';

export const EXPORT_ROW_LIMIT = 50_000;

function detail(row: CraftRecordRowData, key: string): string | null {
  const value = row.craftDetails[key];
  return value === undefined || value === null || value === '' ? null : String(value);
}

function toRow(row: CraftRecordRowData, now: Date) {
  return {
    id: row.id,
    refPath: craftRecordRefPath(row.siteKey, row.id),
    title: row.title,
    description: row.description,
    craftType: row.craftType,
    tagNumber: detail(row, 'tagNumber'),
    workOrder: detail(row, 'workOrder'),
    jobID: detail(row, 'jobID'),
    purchaseOrder: detail(row, 'purchaseOrder'),
    locationId: row.locationId,
    locationTitle: row.locationTitle,
    assetId: row.assetId,
    assetName: row.assetName,
    open: row.open,
    installed: row.installed ?? false,
    numOpenTasks: row.numOpenTasks,
    numClosedTasks: row.numClosedTasks,
    standingDays: standingDays(
      {
        installed: row.installed ?? false,
        timestampMarkedInstalled: row.timestampMarkedInstalled,
        open: row.open,
        timestampRecordClosed: row.timestampRecordClosed,
      },
      now,
    ),
    thumbnailUrl: row.thumbnailUrl,
    createdById: row.createdById,
    createdByName: row.createdByName,
    timestampRecordCreated: row.timestampRecordCreated.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedByName: row.deletedByName,
  };
}

export type CraftRecordRow = ReturnType<typeof toRow>;

const liveQuery = (filter: TCraftRecordListFilter): CraftRecordQuery => ({
  ...filter,
  state: filter.status,
});
const deletedQuery = (filter: TDeletedCraftRecordListFilter): CraftRecordQuery => ({
  ...filter,
  state: 'deleted',
});

export async function listCraftRecords(
  db: Database,
  scope: Scope,
  input: TCraftRecordListFilter & { page: number; pageSize: number },
  now = new Date(),
) {
  const { rows, ...total } = await pageCraftRecords(db, scope, liveQuery(input), input);
  return { rows: rows.map((r) => toRow(r, now)), ...total };
}

/**
 * A keyset page of the live list (the public API's walk and sync): the same scope and filter as
 * listCraftRecords, the same rows, in (created or modified, id) order.
 */
export async function keysetCraftRecords(
  db: Database,
  scope: Scope,
  filter: TCraftRecordListFilter,
  read: KeysetRead,
  now = new Date(),
) {
  const keys = await keysetCraftRecordKeys(db, scope, liveQuery(filter), read);
  return keysetPage(
    keys,
    read.limit,
    (ids) => craftRecordsWithIds(db, scope, ids),
    // The list's row, and its last change for the next sync's `updated_since`.
    (row, key) => ({ ...toRow(row, now), timestampLastModified: key.modifiedAt }),
  );
}

export function requireDeletePermission(scope: Scope) {
  if (!scope.permissions.canDeleteCraftRecords)
    throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
}

export async function listDeletedCraftRecords(
  db: Database,
  scope: Scope,
  input: TDeletedCraftRecordListFilter & { page: number; pageSize: number },
  now = new Date(),
) {
  requireDeletePermission(scope);
  const { rows, ...total } = await pageCraftRecords(db, scope, deletedQuery(input), input);
  return { rows: rows.map((r) => toRow(r, now)), ...total };
}

/** The site's custom craft detail fields for the exported craft type(s), one column per key. */
function customColumns(
  customizations: Record<string, unknown>,
  craftTypes: number[],
): TDetailFieldConfig[] {
  const seen = new Map<string, TDetailFieldConfig>();
  for (const craftType of craftTypes) {
    for (const field of craftDetailFields(customizations, craftType))
      if (!seen.has(field.key)) seen.set(field.key, field);
  }
  if (!seen.has('installed'))
    seen.set('installed', { key: 'installed', title: 'Installed', type: 'bool' });
  return [...seen.values()];
}

function formatDetail(
  row: CraftRecordRowData,
  field: TDetailFieldConfig,
  timeZone: string,
): string | null {
  const value = row.craftDetails[field.key];
  if (field.type === 'bool') return formatBoolean(value === true);
  if (value === undefined || value === null || value === '') return null;
  if (field.type === 'timestamp') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : formatListDateTime(date, timeZone);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function exportCsv(
  db: Database,
  scope: Scope,
  query: CraftRecordQuery,
  list: 'craftRecords' | 'deletedCraftRecords',
  now: Date,
) {
  const site = await findSite(db, scope.siteKey);
  const timeZone = site?.timezone ?? 'UTC';
  const rows = await allCraftRecords(db, scope, query, EXPORT_ROW_LIMIT);
  const craftTypes = query.craftType === null ? (site?.validCraftTypes ?? []) : [query.craftType];
  const custom = customColumns(site?.customizations ?? {}, craftTypes);
  const headers = [
    'id',
    'title',
    'description',
    'created',
    'created by',
    'location',
    'open tasks',
    'closed tasks',
    'asset name',
    ...custom.map((f) => f.title),
    '# Days Standing',
  ];
  const lines = rows.map((row) => {
    const r = toRow(row, now);
    return [
      r.id,
      r.title,
      r.description,
      formatListDateTime(row.timestampRecordCreated, timeZone),
      r.createdByName ?? '[Unavailable]',
      r.locationTitle ?? '[No location]',
      r.numOpenTasks,
      r.numClosedTasks,
      r.assetName,
      ...custom.map((f) => formatDetail(row, f, timeZone)),
      r.standingDays,
    ];
  });
  return {
    filename: exportFileName(list, formatExportFileDate(now, timeZone)),
    csv: toCsv(headers, lines),
    rows: rows.length,
  };
}

export function exportCraftRecords(
  db: Database,
  scope: Scope,
  filter: TCraftRecordListFilter,
  now = new Date(),
) {
  return exportCsv(db, scope, liveQuery(filter), 'craftRecords', now);
}

export function exportDeletedCraftRecords(
  db: Database,
  scope: Scope,
  filter: TDeletedCraftRecordListFilter,
  now = new Date(),
) {
  requireDeletePermission(scope);
  return exportCsv(db, scope, deletedQuery(filter), 'deletedCraftRecords', now);
}

/**
 * restoreParentRecord: the record comes back with its history, and so do the tasks that were
 * deleted together with it (same deletion time).
 */
export async function restoreParentRecord(db: Database, scope: Scope, refPath: string) {
  requireDeletePermission(scope);
  const ref = parseRefPath(refPath);
  if (!ref || ref.collection !== 'parentRecords' || ref.siteKey !== scope.siteKey) {
    throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const record = await findCraftRecord(tx, scope, ref.id);
    if (!record?.deletedAt) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    await restoreRecordWithTasks(tx, record.id, record.deletedAt, scope.userId, new Date());
    await recountCraftRecord(tx, record.id);
    await writeRecordEvent(tx, {
      siteKey: scope.siteKey,
      eventType: EVENT_TYPE.CRAFT_RECORD_RESTORED,
      craftRecordId: record.id,
      title: record.title,
      createdBy: scope.userId,
    });
    await notifyChange(tx, {
      site: scope.siteKey,
      topics: ['craftRecords', 'tasks'],
      ids: [record.id],
    });
  });
}
