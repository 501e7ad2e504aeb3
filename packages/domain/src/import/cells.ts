import type { TDetailFieldConfig } from '../site/site.ts';

/** A name as references compare it: trimmed, inner spaces collapsed, any case. */
export function nameKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell as a calendar day 'YYYY-MM-DD': ISO (2026-03-31) or the app's display format
 * MM/DD/YYYY (3/31/2026 too). Null when it is neither or not a real day (02/31/2026).
 */
export function parseImportDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A detail cell as the detail rules take it: Yes/No for a checkbox, an option's label or value
 * for a selection, the text as typed otherwise (numbers are read by the detail rules).
 * `{ error }` when a checkbox or selection cell is none of its choices.
 */
export function detailCellValue(
  field: TDetailFieldConfig,
  text: string,
): { value: string | boolean } | { error: string } {
  const value = text.trim();
  if (field.type === 'bool') {
    const key = value.toLowerCase();
    if (YES.has(key)) return { value: true };
    if (NO.has(key)) return { value: false };
    return { error: `"${value}" is not Yes or No.` };
  }
  if (field.type === 'selection') {
    const key = nameKey(value);
    const option = (field.selectionOptions ?? []).find(
      (o) => nameKey(o.label) === key || nameKey(o.value) === key,
    );
    return option ? { value: option.value } : { error: `"${value}" is not one of its choices.` };
  }
  return { value: field.type === 'text' ? text : value };
}
