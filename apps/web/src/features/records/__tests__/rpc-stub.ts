import type { TCraftRecord } from '../api/get-craft-record';

/** The shared RPC stub; this file adds the feature's fixtures. */
export { RpcFailure, stubRpc } from '../../../test/rpc-stub';

export function craftRecord(overrides: Partial<TCraftRecord> = {}): TCraftRecord {
  return {
    id: 'rec-1',
    refPath: 'siteKeys/PLANT1/parentRecords/rec-1',
    title: 'Pump P-22 deck',
    description: 'Deck scaffold around the pump',
    craftType: 10,
    craftDetails: {},
    open: true,
    locationId: null,
    locationTitle: null,
    latitude: null,
    longitude: null,
    assetId: null,
    assetName: null,
    createdById: 'someone-else',
    createdByName: 'Sam Plant',
    numOpenTasks: 0,
    numClosedTasks: 0,
    standingDays: null,
    thumbnailUrl: null,
    timestampRecordCreated: '2030-03-01T14:00:00.000Z',
    timestampLastModified: '2030-03-01T14:00:00.000Z',
    photos: [],
    attachments: [],
    customer: null,
    openTasks: [],
    closedTasks: [],
    offers: { canEdit: false, canDelete: false, canGenerateQrTag: false, canAddTask: false },
    ...overrides,
  };
}
