import type { TPermissions } from './permissions.ts';

/**
 * "Edit Requests (created by others)" and "Delete Requests (created by others)" (spec part 3,
 * User Roles & Permissions): a user changes or deletes what they created, and with the flag
 * what others created. The one place this rule is written; services enforce it and the
 * answers' `offers` carry it to the web.
 */
export type TActor = {
  readonly userId: string;
  readonly permissions: Pick<
    TPermissions,
    'canUpdateTasks' | 'canDeleteTasks' | 'canUpdateCraftRecords' | 'canDeleteCraftRecords'
  >;
};

/** Anything with a creator: a task or a craft record (a null creator is nobody's). */
export type TOwned = { readonly createdBy: string | null };

function isCreator(actor: TActor, item: TOwned): boolean {
  return item.createdBy !== null && item.createdBy === actor.userId;
}

export function mayUpdateTask(actor: TActor, task: TOwned): boolean {
  return actor.permissions.canUpdateTasks || isCreator(actor, task);
}

/** Who may delete a task; whether its status allows it is `canDeleteTask` (tasks/next-task). */
export function mayDeleteTask(actor: TActor, task: TOwned): boolean {
  return actor.permissions.canDeleteTasks || isCreator(actor, task);
}

export function mayUpdateRecord(actor: TActor, record: TOwned): boolean {
  return actor.permissions.canUpdateCraftRecords || isCreator(actor, record);
}

export function mayDeleteRecord(actor: TActor, record: TOwned): boolean {
  return actor.permissions.canDeleteCraftRecords || isCreator(actor, record);
}

/**
 * Generate QR Code Tag goes with canUpdateCraftRecords alone (spec part 2, section 6): being the
 * record's creator is not enough.
 */
export function mayGenerateQrTag(actor: TActor): boolean {
  return actor.permissions.canUpdateCraftRecords;
}

/** An attachment goes with its uploader, or with whoever may change its record. */
export function mayDeleteAttachment(actor: TActor, record: TOwned, attachment: TOwned): boolean {
  return isCreator(actor, attachment) || mayUpdateRecord(actor, record);
}
