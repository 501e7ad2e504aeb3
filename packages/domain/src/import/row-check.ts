import { validateDetailsUpdate } from '../details/keys.ts';
import type { TDetails } from '../details/values.ts';
import type { TDetailFieldConfig } from '../site/site.ts';
import { hasControlCharacters, hasNonWhitespaceControlCharacters } from '../text/rules.ts';
import { detailCellValue, nameKey } from './cells.ts';
import type { TImportConstant, TImportField } from './fields.ts';
import { constantColumn } from './mapping.ts';

/** A problem of the file: its line (the header is line 1), the column's header, the reason. */
export type TImportProblem = { line: number; column: string; reason: string };

/** A data row as read: its line in the file and its cells. */
export type TImportRow = { line: number; cells: readonly string[] };

/** A name that matches more than one row of the site. */
export const AMBIGUOUS = 'ambiguous' as const;
export type TRef<T> = T | typeof AMBIGUOUS;

export type TCell = { field: TImportField; column: string; text: string };

/** One row's mapped, non-blank cells by field key: its columns, then the values for every row. */
export function cellsOf(
  row: TImportRow,
  mapping: readonly (string | null)[],
  headers: readonly string[],
  fields: readonly TImportField[],
  constants: readonly TImportConstant[] = [],
) {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const cells = new Map<string, TCell>();
  mapping.forEach((key, index) => {
    const field = key === null ? undefined : byKey.get(key);
    const text = row.cells[index] ?? '';
    if (field && text.trim() !== '')
      cells.set(field.key, { field, column: headers[index] ?? '', text });
  });
  for (const { field: key, value } of constants) {
    const field = byKey.get(key);
    if (field && value.trim() !== '' && !cells.has(key))
      cells.set(key, { field, column: constantColumn(field.label), text: value });
  }
  return cells;
}

/** One row being checked: its cells, and the problems found so far. */
export class RowCheck {
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

  /**
   * The details of the row for the given configured fields, converted and validated: on a new
   * record or task alone, on an existing record merged with what it holds (`stored`).
   */
  details(
    scope: 'craft' | 'task',
    configured: readonly TDetailFieldConfig[],
    what: string,
    options: { status?: number; stored?: TDetails } = {},
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
    const result = validateDetailsUpdate(configured, options.stored ?? {}, given, {
      creating: options.stored === undefined,
      ...(options.status === undefined ? {} : { status: options.status }),
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
