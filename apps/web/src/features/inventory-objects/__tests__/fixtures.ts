import type { THistoryRow, TInventoryObjectPage, TInventoryObjectRow } from '../api/types';

export function objectRow(overrides: Partial<TInventoryObjectRow> = {}): TInventoryObjectRow {
  return {
    id: 'obj-1',
    title: 'Tubes 21 ft',
    quantityAvailable: 40,
    quantityAwaitingPickup: 0,
    quantityInUse: 12,
    quantityReserved: 3,
    lowQuantityThreshold: 10,
    status: 10,
    modifiedBy: 'Sam Admin',
    low: false,
    statusName: 'Active',
    lastModified: '2026-03-05T20:30:00.000Z',
    mayEdit: true,
    ...overrides,
  };
}

export function objectPage(overrides: Partial<TInventoryObjectPage> = {}): TInventoryObjectPage {
  const stock: TInventoryObjectPage['stock'] = [
    {
      id: 's-1',
      locationId: 'loc-1',
      locationTitle: 'Yard A',
      locationDeleted: false,
      available: 30,
      awaitingPickup: 0,
      inUse: 12,
      reserved: 3,
      lowQuantityThreshold: 10,
    },
    {
      id: 's-2',
      locationId: null,
      locationTitle: null,
      locationDeleted: false,
      available: 6,
      awaitingPickup: 0,
      inUse: 0,
      reserved: 0,
      lowQuantityThreshold: null,
    },
    {
      id: 's-3',
      locationId: 'loc-gone',
      locationTitle: null,
      locationDeleted: true,
      available: 4,
      awaitingPickup: 0,
      inUse: 0,
      reserved: 0,
      lowQuantityThreshold: null,
    },
  ];
  return {
    ...objectRow(),
    craftTypes: [10],
    authorizedCompanies: [],
    stock,
    totals: { available: 40, awaitingPickup: 0, inUse: 12, reserved: 3 },
    ...overrides,
  };
}

export function historyRow(overrides: Partial<THistoryRow> = {}): THistoryRow {
  return {
    id: 't-1',
    type: 90,
    typeLabel: 'correction (available)',
    value: -2,
    locationId: 'loc-1',
    locationTitle: 'Yard A',
    locationDeleted: false,
    userId: 'u-1',
    userName: 'Sam Admin',
    companyId: null,
    companyName: null,
    recordId: null,
    recordTitle: null,
    taskId: null,
    taskTitle: null,
    reason: 'damaged',
    reasonLabel: 'Damaged',
    pairId: null,
    created: '2026-03-05T20:30:00.000Z',
    ...overrides,
  };
}
