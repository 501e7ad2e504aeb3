import { CRAFT_TYPES, craftTypeName } from '../catalogues/craft-types.ts';
import { TASK_TYPE, TASK_TYPES, validTaskTypesFor } from '../catalogues/task-types.ts';
import { validateDetailsUpdate } from '../details/keys.ts';
import type { TDetails } from '../details/values.ts';
import {
  craftDetailFields,
  taskSpecificDetailFields,
  type TDetailFieldConfig,
  type TSiteCustomizations,
} from '../site/site.ts';
import { initialStatus } from '../tasks/initial-status.ts';
import {
  canPickDate,
  DEFAULT_SCHEDULE_TIME,
  isScheduleChoiceOffered,
  scheduledInstant,
  type TScheduleChoice,
} from '../tasks/scheduling.ts';
import { hasControlCharacters, hasNonWhitespaceControlCharacters } from '../text/rules.ts';
import { DATE_HINT, mappingProblems, type TImportField, type TImportKind } from './fields.ts';
import { detailCellValue, nameKey, parseImportDate } from './cells.ts';

/** A problem of the file: its line (the header is line 1), the column's header, the reason. */
export type TImportProblem = { line: number; column: string; reason: string };

/** A data row as read: its line in the file and its cells. */
export type TImportRow = { line: number; cells: readonly string[] };

/** A referenced record of the site: what a task takes from it. */
export type TImportRecordRef = {
  id: string;
  craftType: number;
  title: string;
  locationId: string | null;
  customerId: string | null;
  customerLocationId: string | null;
};

/** A name that matches more than one row of the site. */
export const AMBIGUOUS = 'ambiguous' as const;
type TRef<T> = T | typeof AMBIGUOUS;

/** What rows are checked against: the site, read once (names as nameKey gives them). */
export type TImportContext = {
  fields: readonly TImportField[];
  validCraftTypes: readonly number[];
  validTaskTypes: readonly number[];
  validTaskStatusCodes: readonly number[];
  customizations: TSiteCustomizations | null | undefined;
  timeZone: string;
  now: Date;
  isPlantPersonnel: boolean;
  locations: ReadonlyMap<string, TRef<string>>;
  companies: ReadonlyMap<string, TRef<{ id: string; craftTypes: readonly number[] }>>;
  assets: ReadonlyMap<string, TRef<string>>;
  /** Records by tag number (tasks only). */
  records: ReadonlyMap<string, TRef<TImportRecordRef>>;
};

export type TImportedRecord = {
  line: number;
  title: string;
  description: string;
  craftType: number;
  locationId: string | null;
  assetId: string | null;
  companyId: string | null;
  craftDetails: TDetails;
};

export type TImportedTask = {
  line: number;
  record: TImportRecordRef;
  craftType: number;
  taskType: number;
  companyId: string;
  title: string;
  description: string;
  workOrder: string;
  choice: TScheduleChoice;
  scheduledAt: Date | null;
  status: number;
  taskSpecificDetails: TDetails;
};

/** Plain-words form of a problem: 'Line 7: Location "North Yard" does not exist.' */
export function problemText(problem: TImportProblem): string {
  return `Line ${problem.line}: ${problem.reason}`;
}

const CRAFT_BY_NAME = new Map(CRAFT_TYPES.map((t) => [nameKey(t.name), t.code as number]));
const TASK_BY_NAME = new Map(TASK_TYPES.map((t) => [nameKey(t.name), t.code as number]));

type TCell = { field: TImportField; column: string; text: string };

/** One row's mapped, non-blank cells by field key. */
function cellsOf(
  row: TImportRow,
  mapping: readonly (string | null)[],
  headers: readonly string[],
  fields: readonly TImportField[],
) {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const cells = new Map<string, TCell>();
  mapping.forEach((key, index) => {
    const field = key === null ? undefined : byKey.get(key);
    const text = row.cells[index] ?? '';
    if (field && text.trim() !== '')
      cells.set(field.key, { field, column: headers[index] ?? '', text });
  });
  return cells;
}

class RowCheck {
  readonly problems: TImportProblem[] = [];
  constructor(
    readonly line: number,
    readonly cells: Map<string, TCell>,
    readonly fields: readonly TImportField[],
  ) {}

  problem(column: string, reason: string) {
    this.problems.push({ line: this.line, column, reason });
  }

  /** A text field as typed (trimmed), checked for length and line breaks; '' when blank. */
  text(key: string): string {
    const cell = this.cells.get(key);
    const field = this.fields.find((f) => f.key === key);
    if (!cell) {
      if (field?.required) this.problem('', `${field.label} is required.`);
      return '';
    }
    const value = cell.text.trim();
    const { label, maxLength, oneLine } = cell.field;
    if (maxLength !== undefined && value.length > maxLength)
      this.problem(cell.column, `${label} is longer than ${maxLength} characters.`);
    else if (oneLine ? hasControlCharacters(value) : hasNonWhitespaceControlCharacters(value))
      this.problem(
        cell.column,
        oneLine
          ? `${label} must be one line of text.`
          : `${label} holds characters that are not text.`,
      );
    return value;
  }

  /** A reference by name: its target, or null (a problem when given but not found or ambiguous). */
  ref<T>(key: string, map: ReadonlyMap<string, TRef<T>>, noun: string): T | null {
    const cell = this.cells.get(key);
    if (!cell) {
      const field = this.fields.find((f) => f.key === key);
      if (field?.required) this.problem('', `${field.label} is required.`);
      return null;
    }
    const value = cell.text.trim();
    const found = map.get(nameKey(value));
    if (found === AMBIGUOUS) {
      this.problem(cell.column, `${noun} "${value}" matches more than one on the site.`);
      return null;
    }
    if (found === undefined) {
      this.problem(cell.column, `${noun} "${value}" does not exist.`);
      return null;
    }
    return found;
  }

  /** The details of the row for the given configured fields, converted and validated. */
  details(
    scope: 'craft' | 'task',
    configured: readonly TDetailFieldConfig[],
    what: string,
    status?: number,
  ): TDetails {
    const byKey = new Map(configured.map((f) => [f.key, f]));
    const given: TDetails = {};
    for (const cell of this.cells.values()) {
      if (cell.field.detail?.scope !== scope) continue;
      const config = byKey.get(cell.field.detail.key);
      if (!config) {
        this.problem(cell.column, `${cell.field.label} is not a detail of ${what}.`);
        continue;
      }
      const converted = detailCellValue(config, cell.text);
      if ('error' in converted)
        this.problem(cell.column, `${cell.field.label}: ${converted.error}`);
      else given[config.key] = converted.value;
    }
    const result = validateDetailsUpdate(configured, {}, given, {
      creating: true,
      ...(status === undefined ? {} : { status }),
    });
    if (result.success) return result.details;
    for (const [key, message] of Object.entries(result.fieldErrors)) {
      const field = byKey.get(key);
      const column =
        [...this.cells.values()].find((c) => c.field.detail?.key === key)?.column ?? '';
      this.problem(column, `${field?.title || key}: ${message}.`.replace(/\.\.$/, '.'));
    }
    return {};
  }
}

function checkRecord(row: RowCheck, ctx: TImportContext): TImportedRecord | null {
  const title = row.text('title');
  const description = row.text('description');
  let craftType: number | null = null;
  const craftCell = row.cells.get('craftType');
  if (!craftCell) row.problem('', 'Craft type is required.');
  else {
    const code = CRAFT_BY_NAME.get(nameKey(craftCell.text));
    if (code === undefined || !ctx.validCraftTypes.includes(code))
      row.problem(
        craftCell.column,
        `Craft type "${craftCell.text.trim()}" is not a craft type of this site.`,
      );
    else craftType = code;
  }
  const locationId = row.ref('location', ctx.locations, 'Location');
  const assetId = row.ref('asset', ctx.assets, 'Asset number');
  const company = row.ref('company', ctx.companies, 'Company');
  const craftDetails =
    craftType === null
      ? {}
      : row.details(
          'craft',
          craftDetailFields(ctx.customizations, craftType),
          `${craftTypeName(craftType)} craft records`,
        );
  if (row.problems.length > 0 || craftType === null) return null;
  return {
    line: row.line,
    title,
    description,
    craftType,
    locationId,
    assetId,
    companyId: company?.id ?? null,
    craftDetails,
  };
}

function checkTask(row: RowCheck, ctx: TImportContext): TImportedTask | null {
  const title = row.text('title');
  const description = row.text('description');
  const workOrder = row.text('workOrder');
  const recordCell = row.cells.get('recordTag');
  let record: TImportRecordRef | null = null;
  if (!recordCell) row.problem('', 'Craft record tag number is required.');
  else {
    const tag = recordCell.text.trim();
    const found = ctx.records.get(nameKey(tag));
    if (found === AMBIGUOUS)
      row.problem(
        recordCell.column,
        `Tag number ${tag} belongs to more than one craft record on the site.`,
      );
    else if (!found)
      row.problem(recordCell.column, `Craft record with tag number ${tag} is not on the site.`);
    else record = found;
  }
  const craftType = record?.craftType ?? null;
  let taskType: number | null = null;
  const typeCell = row.cells.get('taskType');
  if (!typeCell) row.problem('', 'Task type is required.');
  else {
    const code = TASK_BY_NAME.get(nameKey(typeCell.text));
    const name = typeCell.text.trim();
    if (code === undefined) row.problem(typeCell.column, `Task type "${name}" does not exist.`);
    else if (code === TASK_TYPE.INSTALLATION)
      row.problem(
        typeCell.column,
        'Installation tasks are made with a new craft record in the app, not imported.',
      );
    else if (
      craftType !== null &&
      !(validTaskTypesFor(craftType, ctx.validTaskTypes) as number[]).includes(code)
    )
      row.problem(
        typeCell.column,
        `Task type "${name}" is not used for ${craftTypeName(craftType)} on this site.`,
      );
    else taskType = code;
  }
  const company = row.ref('company', ctx.companies, 'Company');
  if (company && craftType !== null && !company.craftTypes.includes(craftType)) {
    const cell = row.cells.get('company');
    row.problem(
      cell?.column ?? '',
      `Company "${cell?.text.trim() ?? ''}" is not assigned ${craftTypeName(craftType)} work.`,
    );
  }
  let choice: TScheduleChoice = 'awaitingSchedule';
  let scheduledAt: Date | null = null;
  const dateCell = row.cells.get('scheduledDate');
  if (dateCell) {
    const day = parseImportDate(dateCell.text);
    const label = dateCell.field.label;
    if (!day)
      row.problem(
        dateCell.column,
        `${label} "${dateCell.text.trim()}" is not a valid date (${DATE_HINT}).`,
      );
    else if (
      !canPickDate(
        day,
        ctx.now,
        ctx.timeZone,
        ctx.customizations?.allowSchedulingTasksInThePast === true,
      )
    )
      row.problem(
        dateCell.column,
        `${label} "${dateCell.text.trim()}" is in the past; this site does not schedule tasks in the past.`,
      );
    else {
      choice = 'date';
      scheduledAt = scheduledInstant(day, DEFAULT_SCHEDULE_TIME, ctx.timeZone);
    }
  }
  if (row.problems.length > 0 || !record || craftType === null || taskType === null || !company)
    return null;
  const optionsContext = {
    validTaskStatusCodes: ctx.validTaskStatusCodes,
    customizations: ctx.customizations,
    craftType,
    taskType,
  };
  if (!isScheduleChoiceOffered(choice, optionsContext)) {
    row.problem(
      dateCell?.column ?? '',
      'Scheduled date is required: this site has no Awaiting Schedule status.',
    );
    return null;
  }
  const status = initialStatus({
    isPlantPersonnel: ctx.isPlantPersonnel,
    site: { validTaskStatusCodes: ctx.validTaskStatusCodes, customizations: ctx.customizations },
    craftType,
    taskType,
    estimateRequested: false,
    currentStatus: null,
    choice,
    scheduledAt,
    now: ctx.now,
    timeZone: ctx.timeZone,
  });
  const taskSpecificDetails = row.details(
    'task',
    taskSpecificDetailFields(ctx.customizations, craftType, taskType),
    `${craftTypeName(craftType)} tasks of this type`,
    status,
  );
  if (row.problems.length > 0) return null;
  return {
    line: row.line,
    record,
    craftType,
    taskType,
    companyId: company.id,
    title,
    description,
    workOrder,
    choice,
    scheduledAt,
    status,
    taskSpecificDetails,
  };
}

export type TImportCheck<K extends TImportKind> = {
  problems: TImportProblem[];
  /** Rows with problems (a row may have several). */
  badRows: number;
  rows: (K extends 'records' ? TImportedRecord : TImportedTask)[];
};

/**
 * Every row checked against the site; the rows ready to create when there is no problem at all
 * (an import is all or nothing). A mapping problem stops before the rows (line 1).
 */
export function checkImport<K extends TImportKind>(
  kind: K,
  headers: readonly string[],
  dataRows: readonly TImportRow[],
  mapping: readonly (string | null)[],
  ctx: TImportContext,
): TImportCheck<K> {
  const header = mappingProblems(mapping, headers, ctx.fields).map((p) => ({ line: 1, ...p }));
  if (header.length > 0) return { problems: header, badRows: 0, rows: [] };
  const problems: TImportProblem[] = [];
  const rows: (TImportedRecord | TImportedTask)[] = [];
  let badRows = 0;
  for (const dataRow of dataRows) {
    const row = new RowCheck(
      dataRow.line,
      cellsOf(dataRow, mapping, headers, ctx.fields),
      ctx.fields,
    );
    const checked = kind === 'records' ? checkRecord(row, ctx) : checkTask(row, ctx);
    if (row.problems.length > 0) {
      badRows += 1;
      problems.push(...row.problems);
    } else if (checked) rows.push(checked);
  }
  return { problems, badRows, rows: rows as TImportCheck<K>['rows'] };
}
