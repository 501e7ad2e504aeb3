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

/** One value of a change, readable: Yes/No, lists joined, objects as JSON, nothing as —. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length ? value.map((v) => auditValueText(v)).join(', ') : AUDIT_NO_VALUE;
  }
  return JSON.stringify(value);
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

function shown(
  key: string,
  value: unknown,
  names: ReadonlyMap<string, string>,
  timeZone: string,
): string {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return formatListDateTime(instant, timeZone);
  }
  if (key === 'preset' && typeof value === 'string')
    return PERMISSION_PRESET_LABELS[value as TPermissionPreset] ?? value;
  if (AUDIT_ID_KEYS.includes(key) && typeof value === 'string' && value !== '')
    return names.get(value) ?? '[Unavailable]';
  return auditValueText(value);
}

/**
 * An entry's before → after as lines "key: old → new", one per key either side names (in the
 * order they first appear) whose value reads differently; a created thing has no before, a
 * deleted one no after. Keys read as their label, a role as its name, the ids of companies,
 * locations and users as their names (`names`; [Unavailable] when unknown), and instants as
 * the lists show date-times (MM/DD/YYYY hh:mm A on the site's clock).
 */
export function auditChangeLines(
  before: TValues,
  after: TValues,
  names: ReadonlyMap<string, string>,
  timeZone: string,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = shown(key, before?.[key], names, timeZone);
    const now = shown(key, after?.[key], names, timeZone);
    return was === now ? [] : [`${AUDIT_KEY_LABELS[key] ?? key}: ${was} → ${now}`];
  });
}
