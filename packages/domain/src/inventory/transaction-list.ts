import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import {
  INVENTORY_TRANSACTION_TYPES,
  inventoryTransactionTypeLabel,
  isInventoryTransactionType,
} from '../catalogues/inventory.ts';
import { formatListDateTime } from '../format/dates.ts';
import { DATE_RANGE_MESSAGE, isDateRangeReversed } from '../lists/date-range.ts';
import { ZPage, ZPageSize, ZSearch, ZSortDirection } from '../lists/queries.ts';
import { TEXT_LIMITS } from '../text/text.ts';
import { DATE_MESSAGES, isDayInBounds } from '../time/date-bounds.ts';
import { fromSiteWallTime } from '../time/site-time.ts';

dayjs.extend(utc);

/**
 * The Inventory Transactions list (/inventory/transactions, spec part 3 section 2.3): its
 * query, its cells and its export. Decision 133.
 */

/** The texts of the list's cells (spec part 3, section 8). */
export const TRANSACTION_TEXTS = {
  unavailable: '[Unavailable]',
  noLocation: '[No location]',
  /** A line the server wrote (no user): as an object's "Modified By" says it. */
  server: 'server',
  title: 'Inventory Transactions',
  searchPlaceholder: 'Search Inventory Transactions...',
} as const;

/** The columns, in the table's order; each one sorts. */
export const TRANSACTION_SORT_FIELDS = [
  'object',
  'user',
  'company',
  'created',
  'type',
  'value',
  'location',
  'craftRecord',
  'task',
  'reason',
] as const;
export type TTransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

export const TRANSACTION_COLUMN_LABELS: Readonly<Record<TTransactionSortField, string>> = {
  object: 'Object',
  user: 'User',
  company: 'Company',
  created: 'Created',
  type: 'Type',
  value: 'Qty',
  location: 'Location',
  craftRecord: 'Craft Record',
  task: 'Task',
  reason: 'Reason',
};

/** Shown until the user chooses: the rest (Craft Record, Task, Reason) are in the chooser. */
export const TRANSACTION_DEFAULT_COLUMNS: readonly TTransactionSortField[] =
  TRANSACTION_SORT_FIELDS.filter((f) => f !== 'craftRecord' && f !== 'task' && f !== 'reason');

/** Newest first until a column is chosen. */
export const TRANSACTION_DEFAULT_SORT = { field: 'created', direction: 'desc' } as const;

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
/** A site calendar day, YYYY-MM-DD (the filter shows it as MM/DD/YYYY). */
export const ZSiteDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date.' })
  // Before the calendar check: dayjs does not write years before 1000 back as four digits.
  .refine(isDayInBounds, { error: DATE_MESSAGES.outOfRange })
  .refine((v) => dayjs.utc(v).format('YYYY-MM-DD') === v, {
    error: 'Use a date.',
  });

const ZTransactionType = z
  .number()
  .int()
  .refine((code) => isInventoryTransactionType(code), { error: 'Unknown transaction type.' });

const filterShape = {
  search: ZSearch,
  /** Types of the catalogue; null or empty: every type. */
  types: z.array(ZTransactionType).max(INVENTORY_TRANSACTION_TYPES.length).nullable().default(null),
  objectId: ZId.nullable().default(null),
  companyId: ZId.nullable().default(null),
  /** First and last site day of the Created range, both included. */
  from: ZSiteDay.nullable().default(null),
  to: ZSiteDay.nullable().default(null),
  sort: z
    .object({ field: z.enum(TRANSACTION_SORT_FIELDS), direction: ZSortDirection })
    .nullable()
    .default(null),
};

const inOrder = (v: { from: string | null; to: string | null }) =>
  !isDateRangeReversed(v.from, v.to);

/** The list's filters (exportCsv takes these). */
export const ZTransactionListFilter = z
  .object(filterShape)
  .refine(inOrder, { error: DATE_RANGE_MESSAGE, path: ['to'] });
/** A page of the list (list takes these). */
export const ZTransactionListInput = z
  .object({ ...filterShape, page: ZPage, pageSize: ZPageSize })
  .refine(inOrder, { error: DATE_RANGE_MESSAGE, path: ['to'] });
export type TTransactionListFilter = z.output<typeof ZTransactionListFilter>;
export type TTransactionListInput = z.output<typeof ZTransactionListInput>;

/**
 * A range of site days as instants: from the start of `from` to the start of the day after
 * `to` (exclusive), in the site's time zone; an open end stays null.
 */
export function siteDayRange(
  from: string | null,
  to: string | null,
  timeZone: string,
): { start: Date | null; end: Date | null } {
  const startOf = (day: string, plus = 0) =>
    fromSiteWallTime(dayjs.utc(day).add(plus, 'day'), timeZone);
  return { start: from ? startOf(from) : null, end: to ? startOf(to, 1) : null };
}

/** A reference as the server reads it: its id, and its name while it is there (null if gone). */
export type TReference = { id: string | null; name: string | null };

/** An object, company, record or task cell: none → '', gone or deleted → [Unavailable]. */
export function referenceCell(ref: TReference): string {
  if (ref.id === null) return '';
  return ref.name ?? TRANSACTION_TEXTS.unavailable;
}

/** The User cell: the server's lines say 'server'; a user gone says [Unavailable]. */
export function userCell(ref: TReference): string {
  if (ref.id === null) return TRANSACTION_TEXTS.server;
  return ref.name ?? TRANSACTION_TEXTS.unavailable;
}

/** The Location cell: no location → [No location]; a deleted one → [Unavailable]. */
export function locationCell(ref: TReference): string {
  if (ref.id === null) return TRANSACTION_TEXTS.noLocation;
  return ref.name ?? TRANSACTION_TEXTS.unavailable;
}

/** A correction's reason (count, damaged, lost, found) as a word; none as ''. */
export function reasonCell(reason: string | null): string {
  if (!reason) return '';
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** The Qty cell: the value as written, without trailing zeros (12.5, -3). */
export function valueCell(value: number): string {
  return String(value);
}

/** One row of the list as the server sends it: ids for links, names already resolved. */
export type TTransactionRow = {
  id: string;
  objectId: string;
  object: string;
  user: string;
  company: string;
  /** ISO instant; shown MM/DD/YYYY hh:mm A in the site's time zone. */
  created: string;
  type: number;
  typeLabel: string;
  value: number;
  location: string;
  /** Set only while the record (and task) are there: their cells then link. */
  craftRecordId: string | null;
  craftRecord: string;
  taskId: string | null;
  task: string;
  reason: string;
};

/** What the server reads of a transaction, joined with its references. */
export type TTransactionSource = {
  id: string;
  timestampCreated: Date;
  type: number;
  value: number;
  reason: string | null;
  object: TReference;
  user: TReference;
  company: TReference;
  location: TReference;
  craftRecord: TReference;
  task: TReference;
};

/** A stored transaction as a row of the list. */
export function toTransactionRow(source: TTransactionSource): TTransactionRow {
  const recordThere = source.craftRecord.id !== null && source.craftRecord.name !== null;
  const taskThere = recordThere && source.task.id !== null && source.task.name !== null;
  return {
    id: source.id,
    objectId: source.object.id ?? '',
    object: referenceCell(source.object),
    user: userCell(source.user),
    company: referenceCell(source.company),
    created: source.timestampCreated.toISOString(),
    type: source.type,
    typeLabel: inventoryTransactionTypeLabel(source.type),
    value: source.value,
    location: locationCell(source.location),
    craftRecordId: recordThere ? source.craftRecord.id : null,
    craftRecord: referenceCell(source.craftRecord),
    taskId: taskThere ? source.task.id : null,
    task: referenceCell(source.task),
    reason: reasonCell(source.reason),
  };
}

/** The export's header: every column, shown or not, in the table's order. */
export const TRANSACTION_CSV_HEADERS: readonly string[] = TRANSACTION_SORT_FIELDS.map(
  (field) => TRANSACTION_COLUMN_LABELS[field],
);

/** One export line: the cells as the table shows them, Created in the site's time zone. */
export function transactionCsvLine(row: TTransactionRow, timeZone: string): (string | number)[] {
  return [
    row.object,
    row.user,
    row.company,
    formatListDateTime(new Date(row.created), timeZone),
    row.typeLabel,
    row.value,
    row.location,
    row.craftRecord,
    row.task,
    row.reason,
  ];
}

/** 'Inventory Transactions - {MM-DD-YYYY}.csv'. */
export function transactionExportFileName(exportDate: string): string {
  return `${TRANSACTION_TEXTS.title} - ${exportDate}.csv`;
}
