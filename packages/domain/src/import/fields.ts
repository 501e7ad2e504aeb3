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
  },
  {
    key: 'craftType',
    label: 'Craft type',
    required: true,
    type: 'craftType',
    aliases: ['craft', 'work type'],
    hint: 'A craft type of the site, e.g. Scaffolding',
  },
  { key: 'description', label: 'Description', required: false, type: 'text', maxLength: TEXT_MAX },
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
    aliases: ['authorized company', 'company name'],
    hint: 'The name of one of the site’s companies',
  },
  {
    key: 'asset',
    label: 'Asset number',
    required: false,
    type: 'asset',
    aliases: ['asset', 'asset id'],
    hint: 'The number (ID) of one of the site’s assets',
  },
];

const TASK_FIELDS: readonly TImportField[] = [
  {
    key: 'recordTag',
    label: 'Craft record tag number',
    required: true,
    type: 'record',
    aliases: ['tag number', 'tag', 'craft record', 'record'],
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
    aliases: ['company', 'company name'],
    hint: 'The name of one of the site’s companies',
  },
  {
    key: 'title',
    label: 'Title',
    required: false,
    type: 'text',
    maxLength: TITLE_MAX,
    oneLine: true,
  },
  { key: 'description', label: 'Description', required: false, type: 'text', maxLength: TEXT_MAX },
  {
    key: 'workOrder',
    label: 'Work order',
    required: false,
    type: 'text',
    maxLength: SHORT_TEXT_MAX,
    oneLine: true,
    aliases: ['wo', 'work order number'],
  },
  {
    key: 'scheduledDate',
    label: 'Scheduled date',
    required: false,
    type: 'date',
    aliases: ['scheduled', 'date', 'start date'],
    hint: DATE_HINT,
  },
];

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
      if (isImportableDetail(field) && !seen.has(field.key))
        seen.set(field.key, detailField(scope, field));
    }
  }
  return [...seen.values()];
}

/** The fields of a kind on a site: the fixed ones, then the site's details. */
export function importFields(
  kind: TImportKind,
  customizations: TSiteCustomizations | null | undefined,
): TImportField[] {
  return kind === 'records'
    ? [...RECORD_FIELDS, ...siteDetails('craft', customizations)]
    : [...TASK_FIELDS, ...siteDetails('task', customizations)];
}

/** A header or label compared without case, spaces, punctuation or a leading BOM. */
export function normaliseHeader(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The proposed mapping: each column to the field whose label, key or alias its header matches
 * (case, spaces and punctuation ignored), each field to one column at most (the first).
 */
export function proposeMapping(
  headers: readonly string[],
  fields: readonly TImportField[],
): (string | null)[] {
  const byName = new Map<string, string>();
  for (const field of fields) {
    for (const name of [
      field.label,
      field.key,
      field.detail?.key ?? '',
      ...(field.aliases ?? []),
    ]) {
      const n = normaliseHeader(name);
      if (n && !byName.has(n)) byName.set(n, field.key);
    }
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const key = byName.get(normaliseHeader(header));
    if (!key || used.has(key)) return null;
    used.add(key);
    return key;
  });
}

/** The column mapping as sent: per column, a field key or null (skipped). */
export const ZImportMapping = z.array(z.string().max(140).nullable()).max(IMPORT_LIMITS.maxColumns);
export type TImportMapping = z.output<typeof ZImportMapping>;

/** Problems with the mapping itself (line 1, the header): unknown, repeated or missing fields. */
export function mappingProblems(
  mapping: readonly (string | null)[],
  headers: readonly string[],
  fields: readonly TImportField[],
): { column: string; reason: string }[] {
  const problems: { column: string; reason: string }[] = [];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const seen = new Set<string>();
  mapping.forEach((key, index) => {
    if (key === null) return;
    const column = headers[index] ?? `Column ${index + 1}`;
    const field = byKey.get(key);
    if (index >= headers.length) problems.push({ column, reason: 'The file has no such column.' });
    else if (!field)
      problems.push({ column, reason: 'This column is mapped to a field that does not exist.' });
    else if (seen.has(key))
      problems.push({ column, reason: `${field.label} is mapped to more than one column.` });
    seen.add(key);
  });
  for (const field of fields) {
    if (field.required && !seen.has(field.key)) {
      problems.push({ column: '', reason: `${field.label} is required: map a column to it.` });
    }
  }
  return problems;
}
