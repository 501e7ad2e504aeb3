import type { TImportConstant, TImportField } from './fields.ts';

/** Matching a file's columns to the import's fields, and what is wrong with a mapping. */

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

/** What a problem of a value for every row names as its column. */
export function constantColumn(label: string): string {
  return `${label} (every row)`;
}

/**
 * Problems with the mapping itself (line 1, the header): unknown, repeated or missing fields,
 * and values for every row that are blank, repeated or given a column as well.
 */
export function mappingProblems(
  mapping: readonly (string | null)[],
  headers: readonly string[],
  fields: readonly TImportField[],
  constants: readonly TImportConstant[] = [],
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
  const given = new Set<string>();
  for (const { field: key, value } of constants) {
    const field = byKey.get(key);
    if (!field) {
      problems.push({
        column: '',
        reason: 'A value for every row is given for a field that does not exist.',
      });
      continue;
    }
    const column = constantColumn(field.label);
    if (seen.has(key) && !given.has(key))
      problems.push({
        column,
        reason: `${field.label} has a column and a value for every row: keep one of them.`,
      });
    else if (given.has(key))
      problems.push({ column, reason: `${field.label} has more than one value for every row.` });
    else if (value.trim() === '')
      problems.push({ column, reason: `${field.label}: the value for every row is blank.` });
    given.add(key);
    seen.add(key);
  }
  for (const field of fields) {
    if (field.required && !seen.has(field.key)) {
      problems.push({ column: '', reason: `${field.label} is required: map a column to it.` });
    }
  }
  return problems;
}
