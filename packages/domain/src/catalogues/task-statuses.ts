/** Task status codes as catalogued in spec part 2, section 3. */
export const TASK_STATUS = {
  AWAITING_ESTIMATE: 5,
  AWAITING_REVIEW: 6,
  AWAITING_APPROVAL: 8,
  AWAITING_SCHEDULE: 10,
  AWAITING_PARTS: 11,
  SCHEDULED: 20,
  AWAITING: 30,
  IN_ROUTE: 35,
  IN_PROGRESS: 40,
  ON_HOLD: 50,
  AWAITING_PAYMENT: 80,
  COMPLETE: 90,
  CANCELED: 99,
} as const;

export type TTaskStatusCode = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

export type TTaskStatus = { readonly code: TTaskStatusCode; readonly name: string };

export const TASK_STATUSES: readonly TTaskStatus[] = [
  { code: TASK_STATUS.AWAITING_ESTIMATE, name: 'Awaiting Estimate' },
  { code: TASK_STATUS.AWAITING_REVIEW, name: 'Awaiting Review' },
  { code: TASK_STATUS.AWAITING_APPROVAL, name: 'Awaiting Approval' },
  { code: TASK_STATUS.AWAITING_SCHEDULE, name: 'Awaiting Schedule' },
  { code: TASK_STATUS.AWAITING_PARTS, name: 'Awaiting Parts' },
  { code: TASK_STATUS.SCHEDULED, name: 'Scheduled' },
  { code: TASK_STATUS.AWAITING, name: 'Awaiting' },
  { code: TASK_STATUS.IN_ROUTE, name: 'In Route' },
  { code: TASK_STATUS.IN_PROGRESS, name: 'In Progress' },
  { code: TASK_STATUS.ON_HOLD, name: 'On Hold' },
  { code: TASK_STATUS.AWAITING_PAYMENT, name: 'Awaiting Payment' },
  { code: TASK_STATUS.COMPLETE, name: 'Complete' },
  { code: TASK_STATUS.CANCELED, name: 'Canceled' },
];

/** Statuses that end a task; every other status is open. */
export const CLOSED_TASK_STATUSES: readonly TTaskStatusCode[] = [
  TASK_STATUS.COMPLETE,
  TASK_STATUS.CANCELED,
];

const NAMES = new Map<number, string>(TASK_STATUSES.map((s) => [s.code, s.name]));

export function isTaskStatus(code: number): code is TTaskStatusCode {
  return NAMES.has(code);
}

export function taskStatusName(code: number): string {
  return NAMES.get(code) ?? 'Unknown';
}

/** "Open" means neither 90 Complete nor 99 Canceled (DECISIONS.md, task lists). */
export function isOpenStatus(code: number): boolean {
  return code !== TASK_STATUS.COMPLETE && code !== TASK_STATUS.CANCELED;
}
