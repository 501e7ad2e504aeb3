import { MAX_NET_DAYS } from '../billing/overdue.ts';
import { TASK_STATUS, TASK_STATUSES } from '../catalogues/task-statuses.ts';

/** Limits and messages of the site settings screen (/admin/site-settings). */

export const SITE_SETTINGS_LIMITS = {
  name: 100,
  timeZone: 64,
  /** A DNS name is at most 253 characters; a port may follow. */
  host: 260,
  inspectionIntervalMin: 1,
  inspectionIntervalMax: 365,
} as const;

/**
 * Statuses the task workflow reaches whatever the site lists: the schedule rule gives Scheduled
 * or Awaiting, the task card moves on to In Progress, On Hold and Complete, and Route Awaiting's
 * Removed is Canceled. A site's status list must keep them.
 */
export const REQUIRED_TASK_STATUSES: readonly number[] = [
  TASK_STATUS.SCHEDULED,
  TASK_STATUS.AWAITING,
  TASK_STATUS.IN_PROGRESS,
  TASK_STATUS.ON_HOLD,
  TASK_STATUS.COMPLETE,
  TASK_STATUS.CANCELED,
];

export const SITE_SETTINGS_MESSAGES = {
  nameRequired: 'Site name is required.',
  timeZone: 'Choose a time zone from the list.',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  craftTypeRequired: 'Keep at least one craft type.',
  taskTypeRequired: 'Keep at least one task type.',
  requiredStatuses: `Keep the statuses every task passes through: ${TASK_STATUSES.filter((s) =>
    REQUIRED_TASK_STATUSES.includes(s.code),
  )
    .map((s) => s.name)
    .join(', ')}.`,
  unknownCode: 'Choose from the list.',
  duplicate: 'Each entry may appear once.',
  host: 'Enter a host name, such as jobs.example.com.',
  interval: `Enter a whole number of days from ${SITE_SETTINGS_LIMITS.inspectionIntervalMin} to ${SITE_SETTINGS_LIMITS.inspectionIntervalMax}.`,
  pair: 'This task type does not belong to that craft type.',
  cutoff: 'Enter a date, or leave it empty for none.',
  saved: 'Site settings saved.',
  taxRate: 'Enter a tax rate from 0 to 100 percent, with up to 2 decimals.',
  netDays: `Enter a whole number of days from 0 to ${MAX_NET_DAYS}.`,
  managingCompany: 'Choose a company of the site, or none.',
} as const;
