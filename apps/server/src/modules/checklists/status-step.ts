import type { StatusStep } from '../tasks/index.ts';
import { saveChecklistAnswers } from './checklist-completion.ts';

/** Checklists' part of a status change: the answers a task is completed with. */
export const checklistStatusStep: StatusStep = {
  name: 'checklists',
  async before({ tx, scope, task, input, now }) {
    await saveChecklistAnswers(tx, scope, task, input, now);
    return undefined;
  },
};
