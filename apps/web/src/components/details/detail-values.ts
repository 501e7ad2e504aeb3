import { isBlankDetail } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { scheduledInstant } from '@craftwork/domain/tasks/scheduling';
import { toSiteWallTime } from '@craftwork/domain/time/site-time';

export type TUserNames = Readonly<Record<string, { displayName: string }>>;

/** The words and the money format a value is shown with, in the language shown. */
export type TDetailValueText = {
  yes: string;
  no: string;
  /** A user no longer listed. */
  unavailable: string;
  money: (cents: number) => string;
  /** A date-time field's value on the site's clock, as timelines write it. */
  dateTime: (value: Date, timeZone: string) => string;
};

/** Whether any field names users (and the user list is needed to show or pick them). */
export function hasUserFields(fields: readonly TDetailFieldConfig[]): boolean {
  return fields.some((f) => f.type === 'uid' || f.type === 'multiple-uid');
}

function userName(id: unknown, users: TUserNames | undefined, unavailable: string): string {
  return (typeof id === 'string' && users?.[id]?.displayName) || unavailable;
}

/** A detail value as the read view shows it. */
export function formatDetailValue(
  field: TDetailFieldConfig,
  value: unknown,
  timeZone: string,
  text: TDetailValueText,
  users?: TUserNames,
): string {
  if (isBlankDetail(value)) return '';
  switch (field.type) {
    case 'bool':
      return value === true ? text.yes : text.no;
    case 'currency': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? text.money(Math.round(n * 100)) : String(value);
    }
    case 'timestamp': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : text.dateTime(date, timeZone);
    }
    case 'selection':
      return field.selectionOptions?.find((o) => o.value === value)?.label ?? String(value);
    case 'uid':
      return userName(value, users, text.unavailable);
    case 'multiple-uid':
      return Array.isArray(value)
        ? value.map((id) => userName(id, users, text.unavailable)).join(', ')
        : '';
    default:
      return String(value);
  }
}

/** An ISO instant as a datetime-local value in the site's time zone ('' when blank). */
export function isoToSiteLocal(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return toSiteWallTime(date, timeZone).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local value, read as the site's wall time, as an ISO instant ('' when blank). */
export function siteLocalToIso(value: string, timeZone: string): string {
  const [day, time] = value.split('T');
  if (!day || !time) return '';
  const instant = scheduledInstant(day, time.slice(0, 5), timeZone);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** The form's text for a value: numbers shown as typed text. */
export function detailInputText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}
