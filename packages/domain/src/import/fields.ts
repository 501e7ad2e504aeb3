import { z } from 'zod';
import type { TDetailFieldConfig, TSiteCustomizations } from '../site/site.ts';
import { TITLE_MAX } from '../tasks/next-task.ts';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../tasks/schemas.ts';

/**
 * CSV import: craft records and tasks from a spreadsheet. Two kinds, a file each:
 * records first, then tasks that name their record by its tag number (decision 185).
 */
export const IMPORT_KINDS = ['records', 'tasks'] as const;
export const ZImportKind = z.enum(IMPORT_KINDS);
export type TImportKind = z.output<typeof ZImportKind>;

export const IMPORT_KIND_LABELS: Readonly<Record<TImportKind, string>> = {
  records: 'Craft records',
  tasks: 'Tasks',
};

/**
 * What a records import does with a row whose tag number a live craft record of the site
 * already has (issue 33 #2): leave the record as it is, or change its changed fields.
 */
export const EXISTING_RECORD_MODES = ['skip', 'update'] as const;
export const ZExistingRecordMode = z.enum(EXISTING_RECORD_MODES);
export type TExistingRecordMode = z.output<typeof ZExistingRecordMode>;

export const EXISTING_RECORD_MODE_LABELS: Readonly<Record<TExistingRecordMode, string>> = {
  skip: 'Skip existing records',
  update: 'Update existing records',
};

/** What one import may hold: a larger file is split by the site admin. */
export const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 100,
  /** Longer cells than any field takes are refused as they are read. */
  maxCellLength: TEXT_MAX,
  /** Problems answered in full; beyond, only their count. */
  maxProblems: 1000,
  /** Rows shown as samples under the mapping. */
  sampleRows: 5,
} as const;

/** How a field reads its cell. */
export type TImportFieldType =
  | 'text'
  | 'date'
  | 'craftType'
  | 'taskType'
  | 'location'
  | 'company'
  | 'asset'
  | 'record'
  | 'status'
  | 'detail';

/** A field a column may be mapped to. */
export type TImportField = {
  key: string;
  label: string;
  required: boolean;
  type: TImportFieldType;
  /** Text fields: at most this many characters. */
  maxLength?: number;
  /** One line only (titles, references). */
  oneLine?: boolean;
  /** Headers that also map to it (besides its label and key). */
  aliases?: readonly string[];
  /** Detail fields: the site's configuration of it (for every craft type that has the key). */
  detail?: { scope: 'craft' | 'task'; key: string };
  /** What the template and the mapping table say about the accepted values. */
  hint?: string;
};

export const DATE_HINT = 'YYYY-MM-DD or MM/DD/YYYY';

const RECORD_FIELDS: readonly TImportField[] = [
  {
    key: 'title',
    label: 'Title',
    required: true,
    type: 'text',
    maxLength: TITLE_MAX,
    oneLine: true,
    aliases: ['name', 'asset name', 'record name'],
  },
  {
    key: 'craftType',
    label: 'Craft type',
    required: true,
    type: 'craftType',
    aliases: ['craft', 'work type'],
    hint: 'A craft type of the site, e.g. Scaffolding',
  },
  {
    key: 'description',
    label: 'Description',
    required: false,
    type: 'text',
    maxLength: TEXT_MAX,
    aliases: ['notes', 'comments', 'remarks'],
  },
  {
    key: 'location',
    label: 'Location',
    required: false,
    type: 'location',
    aliases: ['location name', 'area'],
    hint: 'The name of one of the site’s locations',
  },
  {
    key: 'company',
    label: 'Company',
    required: false,
    type: 'company',
    aliases: ['authorized company', 'company name', 'contractor'],
    hint: 'The name of one of the site’s companies',
  },
  {
    key: 'asset',
    label: 'Asset number',
    required: false,
    type: 'asset',
    aliases: ['asset', 'asset no'],
    hint: 'The number (ID) of one of the site’s assets',
  },
];

const TASK_FIELDS: readonly TImportField[] = [
  {
    key: 'recordTag',
    label: 'Craft record tag number',
    required: true,
    type: 'record',
    aliases: ['tag number', 'tag', 'tag no', 'asset id', 'asset', 'craft record', 'record'],
    hint: 'The tag number of a craft record of the site',
  },
  {
    key: 'taskType',
    label: 'Task type',
    required: true,
    type: 'taskType',
    aliases: ['type'],
    hint: 'A task type for the record’s craft, e.g. Modification',
  },
  {
    key: 'company',
    label: 'Assigned company',
    required: true,
    type: 'company',
    aliases: ['company', 'company name', 'contractor'],
    hint: 'The name of one of the site’s companies',
  },
  {
    key: 'title',
    label: 'Title',
    required: false,
    type: 'text',
    maxLength: TITLE_MAX,
    oneLine: true,
    aliases: ['name', 'work order title', 'summary'],
  },
  {
    key: 'description',
    label: 'Description',
    required: false,
    type: 'text',
    maxLength: TEXT_MAX,
    aliases: ['notes', 'comments', 'remarks'],
  },
  {
    key: 'workOrder',
    label: 'Work order',
    required: false,
    type: 'text',
    maxLength: SHORT_TEXT_MAX,
    oneLine: true,
    aliases: ['wo', 'work order number', 'work order id', 'wo number', 'wo id'],
  },
  {
    key: 'scheduledDate',
    label: 'Scheduled date',
    required: false,
    type: 'date',
    aliases: ['scheduled', 'date', 'start date', 'due date', 'due', 'planned date'],
    hint: DATE_HINT,
  },
  {
    key: 'status',
    label: 'Status',
    required: false,
    type: 'status',
    aliases: ['task status', 'work order status', 'state'],
    hint: 'Completed for work already done (imported with its dates); blank or Open otherwise',
  },
  {
    key: 'completedDate',
    label: 'Completed date',
    required: false,
    type: 'date',
    aliases: ['completed', 'completed on', 'date completed', 'completion date', 'finished'],
    hint: DATE_HINT,
  },
];

/** The craft detail that holds a record's tag number (craftRecords.tagNumber reads it). */
export const TAG_NUMBER_KEY = 'tagNumber';

/**
 * The tag number as every site has it (issue 33 #6): a standard field of a craft record, kept
 * in its details, whether or not the site configured a detail for it. A site's own Tag Number
 * field lends its title and its rules (required, length) for the craft types that have it.
 */
export const DEFAULT_TAG_NUMBER_DETAIL: TDetailFieldConfig = {
  key: TAG_NUMBER_KEY,
  title: 'Tag number',
  type: 'string',
  maxLength: SHORT_TEXT_MAX,
};

function tagNumberField(customizations: TSiteCustomizations | null | undefined): TImportField {
  const configured = Object.values(customizations?.craftDetails ?? {})
    .map((byKey) => byKey[TAG_NUMBER_KEY])
    .find((field) => field !== undefined);
  return {
    key: `craftDetails.${TAG_NUMBER_KEY}`,
    label: configured?.title || DEFAULT_TAG_NUMBER_DETAIL.title,
    required: false,
    type: 'detail',
    aliases: [TAG_NUMBER_KEY, 'tag', 'tag no', 'asset id', 'asset tag'],
    detail: { scope: 'craft', key: TAG_NUMBER_KEY },
    hint: 'Unique on the site: a row with a tag number already on the site is skipped or updated',
  };
}

/** Detail types a cell can give: ids and timestamps are the app's to set. */
const IMPORTABLE_DETAIL_TYPES = new Set([
  'bool',
  'string',
  'number',
  'currency',
  'selection',
  'text',
]);

export function isImportableDetail(field: TDetailFieldConfig): boolean {
  return IMPORTABLE_DETAIL_TYPES.has(field.type) && field.key !== 'installed';
}

function detailField(scope: 'craft' | 'task', field: TDetailFieldConfig): TImportField {
  const hint =
    field.type === 'bool'
      ? 'Yes or No'
      : field.type === 'number' || field.type === 'currency'
        ? 'A number'
        : field.type === 'selection'
          ? `One of: ${(field.selectionOptions ?? []).map((o) => o.label).join(', ')}`
          : undefined;
  return {
    key: `${scope === 'craft' ? 'craftDetails' : 'taskDetails'}.${field.key}`,
    label: field.title || field.key,
    required: false,
    type: 'detail',
    aliases: [field.key],
    detail: { scope, key: field.key },
    ...(hint === undefined ? {} : { hint }),
  };
}

/** Every importable detail of the site, once per key, in configuration order. */
function siteDetails(
  scope: 'craft' | 'task',
  customizations: TSiteCustomizations | null | undefined,
): TImportField[] {
  const seen = new Map<string, TImportField>();
  const groups: TDetailFieldConfig[][] =
    scope === 'craft'
      ? Object.values(customizations?.craftDetails ?? {}).map((byKey) =>
          Object.values(byKey).sort(
            (a, b) =>
              (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
          ),
        )
      : Object.values(customizations?.taskSpecificDetails ?? {}).flatMap((byTask) =>
          Object.values(byTask),
        );
  for (const group of groups) {
    for (const field of group) {
      const isStandard = scope === 'craft' && field.key === TAG_NUMBER_KEY;
      if (isImportableDetail(field) && !seen.has(field.key) && !isStandard)
        seen.set(field.key, detailField(scope, field));
    }
  }
  return [...seen.values()];
}

/** The fields of a kind on a site: the fixed ones (a record's tag number too), then the site's details. */
export function importFields(
  kind: TImportKind,
  customizations: TSiteCustomizations | null | undefined,
): TImportField[] {
  return kind === 'records'
    ? [...RECORD_FIELDS, tagNumberField(customizations), ...siteDetails('craft', customizations)]
    : [...TASK_FIELDS, ...siteDetails('task', customizations)];
}

/** The column mapping as sent: per column, a field key or null (skipped). */
export const ZImportMapping = z.array(z.string().max(140).nullable()).max(IMPORT_LIMITS.maxColumns);
export type TImportMapping = z.output<typeof ZImportMapping>;

/**
 * Fields given one value for every row instead of a column (issue 33 #3: a register without a
 * craft type column is all Scaffolding, all of it by one company). The value reads as a cell.
 */
export const ZImportConstants = z
  .array(
    z.object({
      field: z.string().max(140),
      value: z.string().max(IMPORT_LIMITS.maxCellLength),
    }),
  )
  .max(IMPORT_LIMITS.maxColumns);
export type TImportConstant = z.output<typeof ZImportConstants>[number];
