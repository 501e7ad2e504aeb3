import { z } from 'zod';
import { PERMISSION_PRESET_LABELS, type TPermissionPreset } from '../access/permissions.ts';
import { formatListDateTime } from '../format/dates.ts';
import { ZPage, ZPageSize, ZSearch } from '../lists/queries.ts';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_AREA_LABELS,
  AUDIT_AREAS,
  type TAuditAction,
  type TAuditArea,
} from './audit.ts';

/** The audit list's filter: its search box and the area filter (null: every area). */
export const ZAuditListFilter = z.object({
  search: ZSearch,
  area: z.enum(AUDIT_AREAS).nullable().default(null),
});
export const ZAuditListInput = ZAuditListFilter.extend({ page: ZPage, pageSize: ZPageSize });
export type TAuditListFilter = z.output<typeof ZAuditListFilter>;
export type TAuditListInput = z.output<typeof ZAuditListInput>;

/** An area's label; a stored area the catalogue no longer has shows as written. */
export function auditAreaLabel(area: string): string {
  return AUDIT_AREA_LABELS[area as TAuditArea] ?? area;
}

/** An action's label; a stored action the catalogue no longer has shows as written. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as TAuditAction] ?? action;
}

/** What stands for no value in a change line. */
export const AUDIT_NO_VALUE = '—';

/**
 * One value of a change, as parts a screen writes in its language (issue 37): nothing, yes or
 * no, a role, a name that is no longer there, an instant (ISO 8601 in UTC, written as the lists
 * write date-times), a list, or text kept as it is (typed data, a number, an object as JSON).
 */
export type TAuditValue =
  | { kind: 'none' | 'yes' | 'no' | 'unavailable' }
  | { kind: 'text'; text: string }
  | { kind: 'instant'; iso: string }
  | { kind: 'role'; preset: TPermissionPreset }
  | { kind: 'list'; items: TAuditValue[] };

/** One line of an entry's changes: the key, and its value before and after, as parts. */
export type TAuditChange = { key: string; before: TAuditValue; after: TAuditValue };

const NONE: TAuditValue = { kind: 'none' };

/** One value of a change as parts: Yes/No, lists item by item, objects as JSON, nothing as none. */
function auditValue(value: unknown): TAuditValue {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'string' || typeof value === 'number')
    return { kind: 'text', text: String(value) };
  if (Array.isArray(value))
    return value.length ? { kind: 'list', items: value.map((v) => auditValue(v)) } : NONE;
  return { kind: 'text', text: JSON.stringify(value) };
}

/**
 * A value's parts in English, as the CSV export and the list's `changes` lines write them; an
 * instant as MM/DD/YYYY hh:mm A on the site's clock (`timeZone`).
 */
export function auditValueWords(value: TAuditValue, timeZone: string): string {
  switch (value.kind) {
    case 'none':
      return AUDIT_NO_VALUE;
    case 'yes':
      return 'Yes';
    case 'no':
      return 'No';
    case 'unavailable':
      return '[Unavailable]';
    case 'text':
      return value.text;
    case 'instant':
      return formatListDateTime(new Date(value.iso), timeZone);
    case 'role':
      return PERMISSION_PRESET_LABELS[value.preset];
    case 'list':
      return value.items.map((v) => auditValueWords(v, timeZone)).join(', ');
  }
}

/** One value of a change, readable: Yes/No, lists joined, objects as JSON, nothing as —. */
export function auditValueText(value: unknown): string {
  // auditValue makes no instants (only a change's own values are read as one): no clock is read.
  return auditValueWords(auditValue(value), 'UTC');
}

type TValues = Readonly<Record<string, unknown>> | null | undefined;

/** The words a change line uses for the keys people would not read as written. */
export const AUDIT_KEY_LABELS: Readonly<Record<string, string>> = {
  approved: 'Approved',
  preset: 'Role',
  companyId: 'Company',
  defaultLocationId: 'Default location',
  locationId: 'Location',
  mainPointOfContact: 'Main point of contact',
};

/** Keys whose values are ids of the site's companies, locations or users. */
export const AUDIT_ID_KEYS: readonly string[] = [
  'companyId',
  'defaultLocationId',
  'locationId',
  'mainPointOfContact',
];

/** The ids an entry's values name, for the names that stand for them in its lines. */
export function auditNamedIds(before: TValues, after: TValues): string[] {
  return AUDIT_ID_KEYS.flatMap((key) => [before?.[key], after?.[key]]).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
}

/** An instant as the audit stores it (ISO 8601 with a zone), shown as the lists show dates. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isPreset = (value: string): value is TPermissionPreset =>
  Object.hasOwn(PERMISSION_PRESET_LABELS, value);

function shown(key: string, value: unknown, names: ReadonlyMap<string, string>): TAuditValue {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return { kind: 'instant', iso: instant.toISOString() };
  }
  if (key === 'preset' && typeof value === 'string')
    return isPreset(value) ? { kind: 'role', preset: value } : { kind: 'text', text: value };
  if (AUDIT_ID_KEYS.includes(key) && typeof value === 'string' && value !== '') {
    const name = names.get(value);
    return name === undefined ? { kind: 'unavailable' } : { kind: 'text', text: name };
  }
  return auditValue(value);
}

/**
 * An entry's before → after as parts, one per key either side names (in the order they first
 * appear) whose value reads differently in English (an instant to the minute on the site's
 * clock, `timeZone`); a created thing has no before, a deleted one no after. A role is its
 * preset, the ids of companies, locations and users their names (`names`; unavailable when
 * unknown), and an instant its ISO text, for a screen to write as its lists write date-times.
 */
export function auditChanges(
  before: TValues,
  after: TValues,
  names: ReadonlyMap<string, string>,
  timeZone: string,
): TAuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = shown(key, before?.[key], names);
    const now = shown(key, after?.[key], names);
    return auditValueWords(was, timeZone) === auditValueWords(now, timeZone)
      ? []
      : [{ key, before: was, after: now }];
  });
}

/**
 * A change in English as a line "key: old → new": the key as its label, values in words (an
 * instant as MM/DD/YYYY hh:mm A on the site's clock, `timeZone`).
 */
export function auditChangeLine(change: TAuditChange, timeZone: string): string {
  const key = AUDIT_KEY_LABELS[change.key] ?? change.key;
  const before = auditValueWords(change.before, timeZone);
  return `${key}: ${before} → ${auditValueWords(change.after, timeZone)}`;
}

/** The changes in English as lines (the CSV export's and the list's `changes`). */
export function auditChangeLines(
  before: TValues,
  after: TValues,
  names: ReadonlyMap<string, string>,
  timeZone: string,
): string[] {
  return auditChanges(before, after, names, timeZone).map((c) => auditChangeLine(c, timeZone));
}
