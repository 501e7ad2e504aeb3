import type { TFunction } from 'i18next';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { requiresNewCraftRecord, wizardTaskTypes } from '@craftwork/domain/tasks/wizard';

/** The wizard's steps, in the spec's order (part 2, "Create New Task wizard"). */
export const WIZARD_STEPS = [
  'craftType',
  'taskType',
  'craftRecord',
  'location',
  'recordInfo',
  'schedule',
  'taskInfo',
] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

/**
 * - home: a task on a record chosen from the embedded list;
 * - createRecord: a new record with its task (Installation, or "Create New Record");
 * - fromRecord: a task on the record the wizard was opened from.
 */
export type TWizardFlow = 'home' | 'createRecord' | 'fromRecord';

const FLOW_STEPS: Readonly<Record<TWizardFlow, readonly TWizardStep[]>> = {
  home: ['craftType', 'taskType', 'craftRecord', 'schedule', 'taskInfo'],
  createRecord: ['craftType', 'taskType', 'location', 'recordInfo', 'schedule', 'taskInfo'],
  fromRecord: ['craftType', 'taskType', 'schedule', 'taskInfo'],
};

export function wizardSteps(flow: TWizardFlow): readonly TWizardStep[] {
  return FLOW_STEPS[flow];
}

/** A step's name (its heading and its place in the stepper); Job instead of Craft Record on a customer site. */
export function stepLabel(
  step: TWizardStep,
  customerSite: boolean,
  t: TFunction<'createTask'>,
): string {
  const kind = customerSite ? 'job' : 'record';
  switch (step) {
    case 'craftType':
      return t('steps.craftType');
    case 'taskType':
      return t('steps.taskType');
    case 'craftRecord':
      return t('steps.craftRecord', { kind });
    case 'location':
      return t('steps.location');
    case 'recordInfo':
      return t('steps.recordInfo', { kind });
    case 'schedule':
      return t('steps.schedule');
    case 'taskInfo':
      return t('steps.taskInfo');
  }
}

/**
 * Where the wizard stands after a flow change: the same step when the new flow has it, else the
 * step taking its place (a chosen record ↔ a new record's location and info).
 */
export function stepInFlow(step: TWizardStep, flow: TWizardFlow): TWizardStep {
  const steps = wizardSteps(flow);
  if (steps.includes(step)) return step;
  if (step === 'craftRecord') return 'location';
  if (step === 'location' || step === 'recordInfo') {
    return flow === 'home' ? 'craftRecord' : 'schedule';
  }
  return 'taskType';
}

export type TFlowState = {
  /** Opened from a craft record and still on it. */
  onEntryRecord: boolean;
  /** The user chose "Create New Record" on the record step. */
  wantsNewRecord: boolean;
  taskType: number | null;
  craftType: number | null;
};

/**
 * The flow: choosing Installation switches to the create-record flow; opened from a record, the
 * wizard stays on it unless the craft type is Filter Cloths, which switches to the home flow
 * (the record stays chosen and can be changed from the list).
 */
export function wizardFlow(state: TFlowState): TWizardFlow {
  if (state.taskType !== null && requiresNewCraftRecord(state.taskType)) return 'createRecord';
  if (state.onEntryRecord && state.craftType !== CRAFT_TYPE.FILTER_CLOTHS) return 'fromRecord';
  return state.wantsNewRecord ? 'createRecord' : 'home';
}

/**
 * The task types offered: the craft's types the site accepts; Installation is left out when the
 * wizard runs on an existing record, and for users who may not create craft records (an
 * Installation always creates one).
 */
export function offeredTaskTypes(
  craftType: number | null,
  siteValidTaskTypes: readonly number[],
  { fromRecord, canCreateCraftRecords }: { fromRecord: boolean; canCreateCraftRecords: boolean },
): number[] {
  if (craftType === null) return [];
  const types = wizardTaskTypes(craftType, siteValidTaskTypes, fromRecord);
  return canCreateCraftRecords ? types : types.filter((t) => t !== TASK_TYPE.INSTALLATION);
}

/**
 * The craft type the wizard starts with: the record's, else the global work-type filter's, else
 * the first valid craft type of the site.
 */
export function initialCraftType(
  validCraftTypes: readonly number[],
  workTypeFilter: number | null,
  entryCraftType: number | null,
): number | null {
  if (entryCraftType !== null) return entryCraftType;
  if (workTypeFilter !== null && validCraftTypes.includes(workTypeFilter)) return workTypeFilter;
  return validCraftTypes[0] ?? null;
}
