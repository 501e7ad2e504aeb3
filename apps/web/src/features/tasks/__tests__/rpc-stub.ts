import type { TTaskDetail } from '../api/get-task';

/** The shared RPC stub; this file adds the feature's fixtures. */
export { RpcFailure, stubRpc } from '../../../test/rpc-stub';

export const COMPANIES = [
  { id: 'co-apex', name: 'Apex Scaffold Services', craftTypes: [10] },
  { id: 'co-bright', name: 'Brightline Coatings', craftTypes: [30] },
  { id: 'co-summit', name: 'Summit Access', craftTypes: [10, 15] },
];

/** A scaffolding Installation task as tasks.get answers it. */
export function taskDetail(
  overrides: Partial<Omit<TTaskDetail, 'offers'>> & {
    offers?: Partial<TTaskDetail['offers']>;
  } = {},
): TTaskDetail {
  const { offers, ...rest } = overrides;
  return {
    id: 'task-1',
    refPath: 'siteKeys/PLANT1/tasks/task-1',
    craftRecordId: 'rec-1',
    craftRecordTitle: 'Pump P-22 deck',
    title: 'Installation - Pump P-22 deck',
    description: 'Deck scaffold, 3 lifts',
    taskStatus: 30,
    taskType: 10,
    craftType: 10,
    urgent: false,
    nextOpportunity: false,
    assignedCompanyId: 'co-apex',
    assignedCompanyName: 'Apex Scaffold Services',
    locationId: null,
    workOrder: null,
    craftRecordPersistence: 'keep',
    taskSpecificDetails: {},
    materialPickup: null,
    detailFields: [],
    timestampCreated: '2030-03-01T14:00:00.000Z',
    timestampScheduled: '2030-03-15T12:00:00.000Z',
    timestampTaskStarted: null,
    timestampTaskCompleted: null,
    createdById: 'user-1',
    subscribed: true,
    assignees: [],
    events: [],
    ...rest,
    offers: {
      nextStatuses: [],
      allStatuses: [],
      canEdit: true,
      canDelete: true,
      nextTaskQuestion: null,
      ...offers,
    },
  } as TTaskDetail;
}
