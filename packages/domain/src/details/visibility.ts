/** Where a dynamic detail field is asked, shown and required. */
import type { TDetailFieldConfig } from '../site/site.ts';
import { sameValue, type TDetails } from './values.ts';

/**
 * A field is required for a status when it is marked required and either lists no statuses or
 * lists this one; with no status given every required field counts. So a field required on
 * Complete does not block editing the task while it is Awaiting.
 */
export function isDetailRequired(field: TDetailFieldConfig, status?: number): boolean {
  if (!field.required) return false;
  const statuses = field.onTaskStatus ?? [];
  return status === undefined || statuses.length === 0 || statuses.includes(status);
}

/** Read view: a field is hidden when its key is absent from the task or equals its default. */
export function detailVisibleOnRead(field: TDetailFieldConfig, details: TDetails): boolean {
  if (!Object.hasOwn(details, field.key) || details[field.key] === undefined) return false;
  return field.defaultValue === undefined || !sameValue(details[field.key], field.defaultValue);
}

/**
 * Edit view: a field is hidden when it is not editable (editable: false; a field that does not
 * say is editable), or when not in edit mode (the status dialog) and the current status is not
 * in its onTaskStatus list.
 */
export function detailVisibleOnEdit(
  field: TDetailFieldConfig,
  view: { editMode: boolean; status: number },
): boolean {
  if (field.editable === false) return false;
  return view.editMode || (field.onTaskStatus ?? []).includes(view.status);
}

/** Craft detail fields marked hideOnCraftRecordCreation are left out of the create wizard. */
export function detailVisibleOnCraftRecordCreation(field: TDetailFieldConfig): boolean {
  return !field.hideOnCraftRecordCreation;
}

/**
 * Create wizard: a task's detail fields asked on creation are the editable ones tied to no
 * status, or to the status the task is created in (unknown until the schedule is chosen); the
 * others are asked by the status dialog when the task reaches their status.
 */
export function detailVisibleOnTaskCreation(
  field: TDetailFieldConfig,
  initialStatus: number | null,
): boolean {
  if (field.editable === false) return false;
  const statuses = field.onTaskStatus ?? [];
  return statuses.length === 0 || (initialStatus !== null && statuses.includes(initialStatus));
}
