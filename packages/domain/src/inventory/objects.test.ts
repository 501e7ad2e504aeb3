import { describe, expect, it } from 'vitest';
import {
  INVENTORY_OBJECT_CSV_HEADERS,
  MANUAL_MOVEMENT_MESSAGES,
  ZInventoryObjectListInput,
  ZManualMovementInput,
  ZSetInventoryThresholdInput,
  ZUpdateInventoryObjectInput,
  correctionReasonLabel,
  initialCountLines,
  inventoryObjectCsvRow,
  inventoryObjectsCsv,
  inventoryObjectsExportFileName,
  manualMovementLines,
  type TManualMovementInput,
} from './objects.ts';
import { INVENTORY_MESSAGES } from './movement.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZInventoryObjectListInput', () => {
  it('defaults: no search, every status, not Low only, no sort, first page of 50', () => {
    expect(ZInventoryObjectListInput.parse({})).toEqual({
      search: '',
      status: 'all',
      lowOnly: false,
      sort: null,
      page: 0,
      pageSize: 50,
    });
  });

  it.each([
    [{ pageSize: 25 }, true],
    [{ pageSize: 100 }, true],
    [{ pageSize: 10 }, false],
    [{ status: 'inactive' }, true],
    [{ status: 'deleted' }, false],
    [{ sort: { field: 'quantityReserved', direction: 'desc' } }, true],
    [{ sort: { field: 'lastModifiedBy', direction: 'asc' } }, true],
    [{ sort: { field: 'siteKey', direction: 'asc' } }, false],
    [{ search: 'x'.repeat(201) }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(ZInventoryObjectListInput.safeParse(input).success).toBe(valid);
  });
});

describe('ZUpdateInventoryObjectInput', () => {
  it.each([
    [{ id: 'o', title: '' }, INVENTORY_MESSAGES.required],
    [{ id: 'o', title: 'x'.repeat(201) }, INVENTORY_MESSAGES.titleTooLong],
    [{ id: 'o', title: 'Tubes', craftTypes: [] }, INVENTORY_MESSAGES.required],
    [{ id: 'o', title: 'Tubes', craftTypes: [12345] }, 'Unknown craft type.'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(ZUpdateInventoryObjectInput.safeParse(input))).toBe(message);
  });

  it('takes a title of 200 characters, trimmed', () => {
    const title = 'x'.repeat(200);
    expect(ZUpdateInventoryObjectInput.parse({ id: 'o', title: ` ${title} ` }).title).toBe(title);
  });
});

describe('ZSetInventoryThresholdInput', () => {
  it.each([
    [{ id: 'o', locationId: null, threshold: 2.5 }, true],
    [{ id: 'o', locationId: 'l', threshold: null }, true],
    [{ id: 'o', locationId: null, threshold: 0 }, true],
    [{ id: 'o', locationId: null, threshold: -1 }, false],
    [{ id: 'o', locationId: null, threshold: 1e15 }, false],
    [{ id: 'o', locationId: '', threshold: 1 }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(ZSetInventoryThresholdInput.safeParse(input).success).toBe(valid);
  });
});

describe('ZManualMovementInput', () => {
  const correction = {
    kind: 'correction',
    objectId: 'o',
    locationId: null,
    quantity: 'inUse',
    value: -2.5,
    reason: 'damaged',
  };
  it.each([
    [correction, true, undefined],
    [{ ...correction, value: 0 }, false, MANUAL_MOVEMENT_MESSAGES.notZero],
    [{ ...correction, reason: 'stolen' }, false, undefined],
    [{ ...correction, quantity: 'total' }, false, undefined],
    [{ ...correction, value: Infinity }, false, undefined],
    [
      { kind: 'transfer', objectId: 'o', fromLocationId: null, toLocationId: 'l', value: 3 },
      true,
      undefined,
    ],
    [
      { kind: 'transfer', objectId: 'o', fromLocationId: 'l', toLocationId: 'l', value: 3 },
      false,
      MANUAL_MOVEMENT_MESSAGES.sameLocation,
    ],
    [
      { kind: 'transfer', objectId: 'o', fromLocationId: null, toLocationId: 'l', value: -3 },
      false,
      MANUAL_MOVEMENT_MESSAGES.positive,
    ],
    [{ kind: 'reserve', objectId: 'o', locationId: null, value: 1 }, true, undefined],
    [
      { kind: 'unReserve', objectId: 'o', locationId: 'l', value: 0 },
      false,
      MANUAL_MOVEMENT_MESSAGES.positive,
    ],
    [{ kind: 'consume', objectId: 'o', locationId: null, value: 1 }, false, undefined],
  ])('%j valid: %s', (input, valid, message) => {
    const result = ZManualMovementInput.safeParse(input);
    expect(result.success).toBe(valid);
    if (message) expect(firstMessage(result)).toBe(message);
  });
});

describe('manualMovementLines', () => {
  const line = { objectId: 'o', reason: null, pairId: null };
  it.each<[TManualMovementInput, unknown[]]>([
    [
      {
        kind: 'correction',
        objectId: 'o',
        locationId: 'l',
        quantity: 'reserved',
        value: -4,
        reason: 'lost',
      },
      [{ ...line, locationId: 'l', type: 93, value: -4, reason: 'lost' }],
    ],
    [
      { kind: 'transfer', objectId: 'o', fromLocationId: 'a', toLocationId: null, value: 7 },
      [
        { ...line, locationId: 'a', type: 94, value: 7, pairId: 'p' },
        { ...line, locationId: null, type: 95, value: 7, pairId: 'p' },
      ],
    ],
    [
      { kind: 'reserve', objectId: 'o', locationId: null, value: 2 },
      [{ ...line, locationId: null, type: 5, value: 2 }],
    ],
    [
      { kind: 'unReserve', objectId: 'o', locationId: 'l', value: 2 },
      [{ ...line, locationId: 'l', type: 6, value: 2 }],
    ],
  ])('%j', (input, lines) => {
    expect(manualMovementLines(input, 'p')).toEqual(lines);
  });
});

describe('initialCountLines', () => {
  it('writes each non-zero starting quantity as a count correction at no location', () => {
    expect(
      initialCountLines('o', { available: 10.5, awaitingPickup: 0, inUse: 3, reserved: 0 }),
    ).toEqual([
      { objectId: 'o', locationId: null, type: 90, value: 10.5, reason: 'count', pairId: null },
      { objectId: 'o', locationId: null, type: 92, value: 3, reason: 'count', pairId: null },
    ]);
    expect(
      initialCountLines('o', { available: 0, awaitingPickup: 0, inUse: 0, reserved: 0 }),
    ).toEqual([]);
  });

  it('writes each of the four quantities as its own correction, 90–93', () => {
    expect(
      initialCountLines('o', { available: 1, awaitingPickup: 2, inUse: 3, reserved: 4 }).map(
        (l) => [l.type, l.value],
      ),
    ).toEqual([
      [90, 1],
      [91, 2],
      [92, 3],
      [93, 4],
    ]);
  });
});

describe('the export', () => {
  const row = {
    title: '=HYPERLINK("x")',
    quantityAvailable: 12.5,
    quantityAwaitingPickup: 0,
    quantityInUse: 3,
    quantityReserved: 1,
    status: 90,
    timestampLastModified: new Date('2026-03-05T20:30:00Z'),
    modifiedBy: 'server',
  };

  it('names the file Inventory Objects - {MM-DD-YYYY}.csv', () => {
    expect(inventoryObjectsExportFileName('03-05-2026')).toBe('Inventory Objects - 03-05-2026.csv');
  });

  it('writes the list columns, the date as MM/DD/YYYY hh:mm A in the site zone', () => {
    expect(inventoryObjectCsvRow(row, 'America/Chicago')).toEqual([
      '=HYPERLINK("x")',
      12.5,
      0,
      3,
      1,
      'Inactive',
      '03/05/2026 02:30 PM',
      'server',
    ]);
  });

  it('goes through toCsv: header line, neutralised formulas', () => {
    const csv = inventoryObjectsCsv([row], 'America/Chicago');
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(INVENTORY_OBJECT_CSV_HEADERS.join(','));
    expect(line).toBe(`"'=HYPERLINK(""x"")",12.5,0,3,1,Inactive,03/05/2026 02:30 PM,server`);
  });
});

describe('correctionReasonLabel', () => {
  it.each([
    ['count', 'Count'],
    ['found', 'Found'],
    [null, ''],
    ['other', 'other'],
  ])('%s → %s', (reason, label) => {
    expect(correctionReasonLabel(reason)).toBe(label);
  });
});
