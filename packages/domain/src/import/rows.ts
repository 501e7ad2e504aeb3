import { nameKey } from './cells.ts';
import type { TImportKind } from './fields.ts';
import { mappingProblems } from './mapping.ts';
import { checkRecord, recordChanges, TAG_FIELD_KEY } from './record-rows.ts';
import { AMBIGUOUS, cellsOf, RowCheck, type TImportProblem, type TImportRow } from './row-check.ts';
import type { TImportContext, TImportedRecord, TImportedTask, TRecordPatch } from './row-types.ts';
import { checkTask } from './task-rows.ts';

export { AMBIGUOUS, type TImportProblem, type TImportRow } from './row-check.ts';
export type {
  TExistingRecord,
  TImportContext,
  TImportedRecord,
  TImportedTask,
  TImportRecordRef,
  TRecordPatch,
} from './row-types.ts';

/** What a row does, or did: a new record, an existing one changed, left alone, or the same. */
export const IMPORT_OUTCOMES = ['create', 'update', 'skip', 'unchanged'] as const;
export type TImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export type TImportLineOutcome = { line: number; tag: string; outcome: TImportOutcome };

/** An update of an existing record, from one line (its title as it will be). */
export type TRecordUpdate = {
  line: number;
  id: string;
  tag: string;
  title: string;
  patch: TRecordPatch;
};

/** Plain-words form of a problem: 'Line 7: Location "North Yard" does not exist.' */
export function problemText(problem: TImportProblem): string {
  return `Line ${problem.line}: ${problem.reason}`;
}

export type TImportCheck<K extends TImportKind> = {
  problems: TImportProblem[];
  /** Rows with problems (a row may have several). */
  badRows: number;
  /** The rows to create. */
  rows: (K extends 'records' ? TImportedRecord : TImportedTask)[];
  /** Existing records to change (records only). */
  updates: TRecordUpdate[];
  /** What each row without a problem does, in file order. */
  outcomes: TImportLineOutcome[];
};

/**
 * A records row by its tag number (issue 33 #2): a tag number already on an earlier line is a
 * problem; one on the site is skipped (unchecked: nothing of it is written) or, when updating,
 * checked against the record and its changes worked out; any other row is a new record.
 */
function recordRow(
  row: RowCheck,
  ctx: TImportContext,
  firstLineOfTag: Map<string, number>,
  outcomes: TImportLineOutcome[],
  created: TImportedRecord[],
  updates: TRecordUpdate[],
) {
  const tagCell = row.cells.get(TAG_FIELD_KEY);
  const tag = tagCell?.text.trim() ?? '';
  const key = nameKey(tag);
  const earlier = key ? firstLineOfTag.get(key) : undefined;
  if (earlier !== undefined)
    row.problem(tagCell?.column ?? '', `Tag number ${tag} is also on line ${earlier}.`);
  else if (key) firstLineOfTag.set(key, row.line);
  const existing = key ? ctx.existingRecords?.get(key) : undefined;
  if (existing === undefined || earlier !== undefined) {
    const checked = checkRecord(row, ctx);
    if (checked) {
      created.push(checked);
      outcomes.push({ line: row.line, tag, outcome: 'create' });
    }
    return;
  }
  if ((ctx.existingMode ?? 'skip') === 'skip') {
    outcomes.push({ line: row.line, tag, outcome: 'skip' });
    return;
  }
  if (existing === AMBIGUOUS) {
    row.problem(
      tagCell?.column ?? '',
      `Tag number ${tag} belongs to more than one craft record on the site.`,
    );
    return;
  }
  const checked = checkRecord(row, ctx, existing);
  if (!checked) return;
  const patch = recordChanges(existing, checked, new Set(row.cells.keys()));
  const outcome = Object.keys(patch).length > 0 ? 'update' : 'unchanged';
  outcomes.push({ line: row.line, tag, outcome });
  if (outcome === 'update')
    updates.push({ line: row.line, id: existing.id, tag, title: checked.title, patch });
}

/**
 * Every row checked against the site; the rows ready to write when there is no problem at all
 * (an import is all or nothing). A mapping problem stops before the rows (line 1).
 */
export function checkImport<K extends TImportKind>(
  kind: K,
  headers: readonly string[],
  dataRows: readonly TImportRow[],
  mapping: readonly (string | null)[],
  ctx: TImportContext,
): TImportCheck<K> {
  const constants = ctx.constants ?? [];
  const header = mappingProblems(mapping, headers, ctx.fields, constants).map((p) => ({
    line: 1,
    ...p,
  }));
  if (header.length > 0)
    return { problems: header, badRows: 0, rows: [], updates: [], outcomes: [] };
  const problems: TImportProblem[] = [];
  const created: (TImportedRecord | TImportedTask)[] = [];
  const updates: TRecordUpdate[] = [];
  const outcomes: TImportLineOutcome[] = [];
  const firstLineOfTag = new Map<string, number>();
  let badRows = 0;
  for (const dataRow of dataRows) {
    const cells = cellsOf(dataRow, mapping, headers, ctx.fields, constants);
    const row = new RowCheck(dataRow.line, cells, ctx.fields);
    if (kind === 'records') {
      recordRow(row, ctx, firstLineOfTag, outcomes, created as TImportedRecord[], updates);
    } else {
      const checked = checkTask(row, ctx);
      if (checked) {
        created.push(checked);
        outcomes.push({ line: row.line, tag: '', outcome: 'create' });
      }
    }
    if (row.problems.length > 0) {
      badRows += 1;
      problems.push(...row.problems);
    }
  }
  return {
    problems,
    badRows,
    rows: created as TImportCheck<K>['rows'],
    updates,
    outcomes,
  };
}
