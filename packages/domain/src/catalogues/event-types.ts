/** Event types as catalogued in spec part 2, section 3. */
export const EVENT_TYPE = {
  NEW_USER_APPROVED: 10,
  USER_REQUESTED_APPROVAL: 11,
  CRAFT_RECORD_CREATED: 20,
  NEW_TASK_ADDED: 30,
  TASK_STATUS_UPDATED: 31,
  REASSIGNED_COMPANY: 32,
  DESCRIPTION_CHANGED: 33,
  WORK_ORDER_UPDATED: 34,
  DETAILS_UPDATED: 36,
  SCHEDULE_DATE_CHANGED: 96,
  TASK_DELETED: 98,
  TASK_RESTORED: 198,
  UPDATED_TITLE: 40,
  UPDATED_DESCRIPTION: 41,
  ADDED_PHOTO: 42,
  REMOVED_PHOTO: 43,
  CHANGED_ASSET: 44,
  CRAFT_RECORD_DETAILS_UPDATED: 45,
  CHANGED_LOCATION: 46,
  UPDATED_LOCATION_ON_MAP: 47,
  ADDED_ATTACHMENT: 48,
  REMOVED_ATTACHMENT: 49,
  CRAFT_RECORD_DELETED: 99,
  CRAFT_RECORD_RESTORED: 199,
} as const;

export type TEventTypeCode = (typeof EVENT_TYPE)[keyof typeof EVENT_TYPE];

export type TEventType = { readonly code: TEventTypeCode; readonly label: string };

/** In the spec's order: user events, task events, then craft record events. */
export const EVENT_TYPES: readonly TEventType[] = [
  { code: EVENT_TYPE.NEW_USER_APPROVED, label: 'New user approved' },
  { code: EVENT_TYPE.USER_REQUESTED_APPROVAL, label: 'User requested approval' },
  { code: EVENT_TYPE.CRAFT_RECORD_CREATED, label: 'Craft record created' },
  { code: EVENT_TYPE.NEW_TASK_ADDED, label: 'New task added' },
  { code: EVENT_TYPE.TASK_STATUS_UPDATED, label: 'Task status updated' },
  { code: EVENT_TYPE.REASSIGNED_COMPANY, label: 'Reassigned to a different company' },
  { code: EVENT_TYPE.DESCRIPTION_CHANGED, label: 'Description changed' },
  { code: EVENT_TYPE.WORK_ORDER_UPDATED, label: 'Work order updated' },
  { code: EVENT_TYPE.DETAILS_UPDATED, label: 'Details updated' },
  { code: EVENT_TYPE.SCHEDULE_DATE_CHANGED, label: 'Schedule date changed' },
  { code: EVENT_TYPE.TASK_DELETED, label: 'Task deleted' },
  { code: EVENT_TYPE.TASK_RESTORED, label: 'Task restored' },
  { code: EVENT_TYPE.UPDATED_TITLE, label: 'Updated title' },
  { code: EVENT_TYPE.UPDATED_DESCRIPTION, label: 'Updated description' },
  { code: EVENT_TYPE.ADDED_PHOTO, label: 'Added photo' },
  { code: EVENT_TYPE.REMOVED_PHOTO, label: 'Removed photo' },
  { code: EVENT_TYPE.CHANGED_ASSET, label: 'Changed asset' },
  { code: EVENT_TYPE.CRAFT_RECORD_DETAILS_UPDATED, label: 'Craft record details updated' },
  { code: EVENT_TYPE.CHANGED_LOCATION, label: 'Changed location' },
  { code: EVENT_TYPE.UPDATED_LOCATION_ON_MAP, label: 'Updated location on map' },
  { code: EVENT_TYPE.ADDED_ATTACHMENT, label: 'Added attachment' },
  { code: EVENT_TYPE.REMOVED_ATTACHMENT, label: 'Removed attachment' },
  { code: EVENT_TYPE.CRAFT_RECORD_DELETED, label: 'Craft record deleted' },
  { code: EVENT_TYPE.CRAFT_RECORD_RESTORED, label: 'Craft record restored' },
];

export const UNKNOWN_EVENT_LABEL = 'Unknown Event';

const LABELS = new Map<number, string>(EVENT_TYPES.map((e) => [e.code, e.label]));

export function isEventType(code: number): code is TEventTypeCode {
  return LABELS.has(code);
}

export function eventTypeLabel(code: number): string {
  return LABELS.get(code) ?? UNKNOWN_EVENT_LABEL;
}
