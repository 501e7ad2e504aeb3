import type { StatusStep } from '../tasks/index.ts';
import { recordInspection } from './inspection-completion.ts';

/** Inspections' part of a status change: the report an inspection task is completed with. */
export const inspectionStatusStep: StatusStep = {
  name: 'inspections',
  async before({ tx, scope, site, task, input, now }) {
    await recordInspection(tx, scope, site, task, input, now);
    return undefined;
  },
};
