import type { TCraftRecordRow } from '../columns/craft-record-columns';
import type { TTaskRow } from '../columns/task-columns';

/** The shared RPC stub; this file adds the feature's fixtures. */
export { RpcFailure, stubRpc } from '../../../test/rpc-stub';

export function craftRecordRow(overrides: Partial<TCraftRecordRow> = {}): TCraftRecordRow {
  const id = overrides.id ?? 'rec-1';
  return {
    id,
    refPath: `siteKeys/PLANT1/parentRecords/${id}`,
    title: 'Pump P-22 deck',
    description: 'Scaffold around the pump deck',
    craftType: 10,
    tagNumber: null,
    workOrder: 'WO-1',
    jobID: null,
    purchaseOrder: null,
    locationId: null,
    locationTitle: 'Dock 3',
    assetId: null,
    assetName: null,
    open: true,
    installed: true,
    numOpenTasks: 2,
    numClosedTasks: 0,
    standingDays: 12,
    thumbnailUrl: null,
    createdById: null,
    createdByName: null,
    timestampRecordCreated: '2025-03-05T20:30:00.000Z',
    deletedAt: null,
    deletedByName: null,
    ...overrides,
  };
}

export function taskRow(overrides: Partial<TTaskRow> = {}): TTaskRow {
  const id = overrides.id ?? 'task-1';
  return {
    id,
    refPath: `siteKeys/PLANT1/tasks/${id}`,
    craftRecordId: 'rec-1',
    craftRecordTitle: 'Pump P-22 deck',
    craftRecordDeleted: false,
    title: 'Install scaffold',
    description: 'Install the deck scaffold',
    taskStatus: 30,
    taskType: 10,
    craftType: 10,
    locationId: null,
    locationTitle: 'Dock 3',
    assignedCompanyId: null,
    assignedCompanyName: null,
    urgent: false,
    nextOpportunity: false,
    workOrder: null,
    thumbnailUrl: null,
    createdById: null,
    createdByName: 'Pat Foreman',
    timestampCreated: '2025-03-05T20:30:00.000Z',
    timestampScheduled: null,
    timestampTaskCompleted: null,
    deletedAt: '2025-03-06T15:00:00.000Z',
    deletedByName: 'Sam Admin',
    ...overrides,
  };
}
