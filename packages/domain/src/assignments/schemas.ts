import { z } from 'zod';
import { TEXT_LIMITS } from '../text/text.ts';

const ZId = z.string().trim().min(1).max(TEXT_LIMITS.id);

/** Most users one task may be assigned to at once. */
export const MAX_ASSIGNEES = 50;

/** Assign a task (Select User, multi-select Save): the whole new list of assignees. */
export const ZSetAssigneesInput = z.object({
  taskId: ZId,
  userIds: z.array(ZId).max(MAX_ASSIGNEES),
});
export type TSetAssigneesInput = z.output<typeof ZSetAssigneesInput>;

/** The users a task may be assigned to. */
export const ZAssignableUsersInput = z.object({ taskId: ZId });

/** The texts of assigning a task. */
export const ASSIGNMENT_MESSAGES = {
  assigned: 'Assignees saved.',
  /** An assignee who is not an approved member able to see the task. */
  notAssignable: 'A chosen user cannot be assigned this task.',
  disabled: 'Assigned tasks are not enabled on this site.',
} as const;
