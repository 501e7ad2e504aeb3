import { describe, expect, it } from 'vitest';
import {
  INITIATING_EVENT as EV,
  INVENTORY_TRANSACTION_TYPE as TT,
  INVENTORY_TRANSACTION_TYPES,
} from '../catalogues/inventory.ts';
import {
  CORRECTION_TYPES,
  EMPTY_STOCK,
  QUANTITY_LIMIT,
  applyMovement,
  belowZeroMessage,
  defaultLineLocation,
  isCorrection,
  isValidMovementValue,
  movementDeltas,
  movementSummary,
  objectLowThreshold,
  roundQuantity,
  sourceQuantity,
  sumStock,
} from './quantities.ts';
import type { TQuantityKey, TStockQuantities } from './quantities.ts';

/** Quantities in the order of the table: available, awaiting pickup, in use, reserved. */
const q = (
  available: number,
  awaitingPickup: number,
  inUse: number,
  reserved: number,
): TStockQuantities => ({ available, awaitingPickup, inUse, reserved });

/** Every quantity at 100, so no case of the catalogue table goes below zero. */
const FULL = q(100, 100, 100, 100);

type TEffectCase = [
  name: string,
  type: number,
  value: number,
  initiatingEvent: number | null,
  after: TStockQuantities,
];

// DECISIONS.md, Inventory: the effect of each movement type on the four quantities at the
// line's location (v = 7 here; corrections also with a negative value).
const EFFECTS: TEffectCase[] = [
  ['5 Reserve: available −v, reserved +v', TT.RESERVE, 7, null, q(93, 100, 100, 107)],
  ['6 Un-Reserve: reserved −v, available +v', TT.UN_RESERVE, 7, null, q(107, 100, 100, 93)],
  [
    '10 Consumed from Reserve: reserved −v',
    TT.CONSUMED_FROM_RESERVE,
    7,
    null,
    q(100, 100, 100, 93),
  ],
  ['11 Consumed from Stock: available −v', TT.CONSUMED_FROM_STOCK, 7, null, q(93, 100, 100, 100)],
  [
    '20 On Rent (from reserved): reserved −v, in use +v',
    TT.ON_RENT_FROM_RESERVED,
    7,
    null,
    q(100, 100, 107, 93),
  ],
  [
    '21 On Rent (from laydown yard): available −v, in use +v',
    TT.ON_RENT_FROM_LAYDOWN_YARD,
    7,
    null,
    q(93, 100, 107, 100),
  ],
  [
    '22 Off Rent, no event: in use −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    null,
    q(107, 100, 93, 100),
  ],
  [
    '22 Off Rent after 10 installation complete: in use −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.INSTALLATION_COMPLETE,
    q(107, 100, 93, 100),
  ],
  [
    '22 Off Rent after 20 removal complete: in use −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.REMOVAL_COMPLETE,
    q(107, 100, 93, 100),
  ],
  [
    '22 Off Rent after 21 removal needs pickup: in use −v, awaiting pickup +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.REMOVAL_COMPLETE_NEEDS_PICKUP,
    q(100, 107, 93, 100),
  ],
  [
    '22 Off Rent after 30 edit: in use −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.EDIT,
    q(107, 100, 93, 100),
  ],
  [
    '22 Off Rent after 40 start: in use −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.START,
    q(107, 100, 93, 100),
  ],
  [
    '22 Off Rent after 50 material pickup: awaiting pickup −v, available +v',
    TT.OFF_RENT_TO_LAYDOWN_YARD,
    7,
    EV.MATERIAL_PICKUP_COMPLETED,
    q(107, 93, 100, 100),
  ],
  ['23 Transfer Rental: no change', TT.TRANSFER_RENTAL, 7, null, q(100, 100, 100, 100)],
  ['90 correction (available) +v', TT.CORRECTION_AVAILABLE, 7, null, q(107, 100, 100, 100)],
  ['90 correction (available) −v', TT.CORRECTION_AVAILABLE, -7, null, q(93, 100, 100, 100)],
  [
    '91 correction (awaiting pickup) +v',
    TT.CORRECTION_AWAITING_PICKUP,
    7,
    null,
    q(100, 107, 100, 100),
  ],
  [
    '91 correction (awaiting pickup) −v',
    TT.CORRECTION_AWAITING_PICKUP,
    -7,
    null,
    q(100, 93, 100, 100),
  ],
  ['92 correction (in use) +v', TT.CORRECTION_IN_USE, 7, null, q(100, 100, 107, 100)],
  ['92 correction (in use) −v', TT.CORRECTION_IN_USE, -7, null, q(100, 100, 93, 100)],
  ['93 correction (reserved) +v', TT.CORRECTION_RESERVED, 7, null, q(100, 100, 100, 107)],
  ['93 correction (reserved) −v', TT.CORRECTION_RESERVED, -7, null, q(100, 100, 100, 93)],
  [
    '94 Sent to other Inventory Location: available −v',
    TT.SENT_TO_OTHER_LOCATION,
    7,
    null,
    q(93, 100, 100, 100),
  ],
  [
    '95 Received from other Inventory Location: available +v',
    TT.RECEIVED_FROM_OTHER_LOCATION,
    7,
    null,
    q(107, 100, 100, 100),
  ],
];

describe('applyMovement: each movement type of the catalogue', () => {
  it.each(EFFECTS)('%s', (_name, type, value, initiatingEvent, after) => {
    expect(applyMovement(FULL, { type, value, initiatingEvent })).toEqual({
      ok: true,
      quantities: after,
    });
  });

  it('covers every type of the catalogue', () => {
    const covered = new Set(EFFECTS.map(([, type]) => type));
    expect([...covered].sort((a, b) => a - b)).toEqual(
      INVENTORY_TRANSACTION_TYPES.map((t) => t.code).sort((a, b) => a - b),
    );
  });

  it('leaves the quantities it was given unchanged', () => {
    const before = q(10, 0, 0, 0);
    applyMovement(before, { type: TT.RESERVE, value: 4 });
    expect(before).toEqual(q(10, 0, 0, 0));
  });

  it('an unknown type changes nothing', () => {
    expect(movementDeltas(999, 5)).toEqual({});
    expect(applyMovement(FULL, { type: 999, value: 5 })).toEqual({ ok: true, quantities: FULL });
  });
});

describe('movementDeltas', () => {
  it.each<[number, number | null, Partial<TStockQuantities>]>([
    [TT.RESERVE, null, { available: -3, reserved: 3 }],
    [TT.UN_RESERVE, null, { reserved: -3, available: 3 }],
    [TT.CONSUMED_FROM_RESERVE, null, { reserved: -3 }],
    [TT.CONSUMED_FROM_STOCK, null, { available: -3 }],
    [TT.ON_RENT_FROM_RESERVED, null, { reserved: -3, inUse: 3 }],
    [TT.ON_RENT_FROM_LAYDOWN_YARD, null, { available: -3, inUse: 3 }],
    [TT.OFF_RENT_TO_LAYDOWN_YARD, null, { inUse: -3, available: 3 }],
    [
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      EV.REMOVAL_COMPLETE_NEEDS_PICKUP,
      { inUse: -3, awaitingPickup: 3 },
    ],
    [
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      EV.MATERIAL_PICKUP_COMPLETED,
      { awaitingPickup: -3, available: 3 },
    ],
    [TT.TRANSFER_RENTAL, null, {}],
    [TT.CORRECTION_AVAILABLE, null, { available: 3 }],
    [TT.CORRECTION_AWAITING_PICKUP, null, { awaitingPickup: 3 }],
    [TT.CORRECTION_IN_USE, null, { inUse: 3 }],
    [TT.CORRECTION_RESERVED, null, { reserved: 3 }],
    [TT.SENT_TO_OTHER_LOCATION, null, { available: -3 }],
    [TT.RECEIVED_FROM_OTHER_LOCATION, null, { available: 3 }],
  ])('type %i after event %s', (type, event, deltas) => {
    expect(movementDeltas(type, 3, event)).toEqual(deltas);
  });
});

describe('applyMovement: no quantity below zero', () => {
  it.each<[string, TStockQuantities, number, number, number | null, TQuantityKey, number]>([
    ['Reserve more than available', q(5, 0, 0, 0), TT.RESERVE, 6, null, 'available', -1],
    ['Un-Reserve more than reserved', q(0, 0, 0, 2), TT.UN_RESERVE, 3, null, 'reserved', -1],
    ['Consumed from Reserve', q(9, 9, 9, 1), TT.CONSUMED_FROM_RESERVE, 1.5, null, 'reserved', -0.5],
    ['Consumed from Stock', q(1, 9, 9, 9), TT.CONSUMED_FROM_STOCK, 2, null, 'available', -1],
    ['On Rent (from reserved)', q(9, 0, 0, 0), TT.ON_RENT_FROM_RESERVED, 1, null, 'reserved', -1],
    [
      'On Rent (from laydown yard)',
      q(0, 0, 0, 9),
      TT.ON_RENT_FROM_LAYDOWN_YARD,
      1,
      null,
      'available',
      -1,
    ],
    [
      'Off Rent (back to the yard)',
      q(0, 0, 2, 0),
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      3,
      null,
      'inUse',
      -1,
    ],
    [
      'Off Rent to awaiting pickup',
      q(0, 0, 2, 0),
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      3,
      EV.REMOVAL_COMPLETE_NEEDS_PICKUP,
      'inUse',
      -1,
    ],
    [
      'Off Rent from awaiting pickup',
      q(0, 2, 9, 0),
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      3,
      EV.MATERIAL_PICKUP_COMPLETED,
      'awaitingPickup',
      -1,
    ],
    [
      'correction (available) −v',
      q(2, 9, 9, 9),
      TT.CORRECTION_AVAILABLE,
      -3,
      null,
      'available',
      -1,
    ],
    [
      'correction (awaiting pickup) −v',
      q(9, 2, 9, 9),
      TT.CORRECTION_AWAITING_PICKUP,
      -3,
      null,
      'awaitingPickup',
      -1,
    ],
    ['correction (in use) −v', q(9, 9, 2, 9), TT.CORRECTION_IN_USE, -3, null, 'inUse', -1],
    ['correction (reserved) −v', q(9, 9, 9, 2), TT.CORRECTION_RESERVED, -3, null, 'reserved', -1],
    ['Sent to other location', q(2, 9, 9, 9), TT.SENT_TO_OTHER_LOCATION, 3, null, 'available', -1],
    [
      'on an empty location',
      EMPTY_STOCK,
      TT.CONSUMED_FROM_STOCK,
      0.0001,
      null,
      'available',
      -0.0001,
    ],
  ])(
    '%s: refused, naming the quantity',
    (_name, before, type, value, initiatingEvent, quantity, wouldBe) => {
      expect(applyMovement(before, { type, value, initiatingEvent })).toEqual({
        ok: false,
        quantity,
        wouldBe,
      });
    },
  );

  it.each<[string, TStockQuantities, number, number, TStockQuantities]>([
    ['Reserve exactly what is available', q(5, 0, 0, 0), TT.RESERVE, 5, q(0, 0, 0, 5)],
    [
      'a correction down to exactly zero',
      q(0, 0, 3.5, 0),
      TT.CORRECTION_IN_USE,
      -3.5,
      q(0, 0, 0, 0),
    ],
    [
      'On Rent of all of a decimal stock',
      q(0.3, 0, 0, 0),
      TT.ON_RENT_FROM_LAYDOWN_YARD,
      0.1 + 0.2,
      q(0, 0, 0.3, 0),
    ],
  ])('%s: allowed (zero is not below zero)', (_name, before, type, value, after) => {
    expect(applyMovement(before, { type, value })).toEqual({ ok: true, quantities: after });
  });

  it('names the first quantity (in the order available, awaiting pickup, in use, reserved)', () => {
    // Un-Reserve on nothing: only reserved goes below.
    expect(applyMovement(EMPTY_STOCK, { type: TT.UN_RESERVE, value: 1 })).toMatchObject({
      ok: false,
      quantity: 'reserved',
    });
    // Already below zero in two places (data from elsewhere): the first of the order is named.
    expect(applyMovement(q(-1, 0, -1, 0), { type: TT.TRANSFER_RENTAL, value: 1 })).toMatchObject({
      ok: false,
      quantity: 'available',
    });
  });
});

describe('belowZeroMessage', () => {
  it.each<[TQuantityKey, string]>([
    ['available', 'Not enough Couplers: this would leave less than zero available.'],
    ['awaitingPickup', 'Not enough Couplers: this would leave less than zero awaiting pickup.'],
    ['inUse', 'Not enough Couplers: this would leave less than zero in use.'],
    ['reserved', 'Not enough Couplers: this would leave less than zero reserved.'],
  ])('%s', (quantity, text) => {
    expect(belowZeroMessage('Couplers', quantity)).toBe(text);
  });

  it('names the object as it is titled', () => {
    expect(belowZeroMessage('Tubes (21 ft)', 'available')).toContain('Tubes (21 ft)');
  });
});

describe('decimals, rounded to 4 places', () => {
  it.each<[number, number]>([
    [0.1 + 0.2, 0.3],
    [1.23456, 1.2346],
    [1.23454, 1.2345],
    [2.00005, 2.0001],
    [1.00005, 1.0001],
    [1.00015, 1.0002],
    [-0.00005, -0.0001],
    [-1.00005, -1.0001],
    [0.00004, 0],
    [1e-7, 0],
    [-1e-7, 0],
    [1e21, 1e21],
    [-0.00001, 0],
    [-1.5, -1.5],
    [123456789012.1234, 123456789012.1234],
    [0, 0],
  ])('roundQuantity(%d) = %d', (n, rounded) => {
    expect(roundQuantity(n)).toBe(rounded);
  });

  it('never gives −0', () => {
    expect(Object.is(roundQuantity(-0), 0)).toBe(true);
    expect(Object.is(roundQuantity(-0.00001), 0)).toBe(true);
  });

  it('0.1 + 0.2 reserved from 0.3 leaves exactly zero', () => {
    const step = applyMovement(q(0.3, 0, 0, 0), { type: TT.RESERVE, value: 0.1 });
    expect(step).toEqual({ ok: true, quantities: q(0.2, 0, 0, 0.1) });
    if (!step.ok) return;
    expect(applyMovement(step.quantities, { type: TT.RESERVE, value: 0.2 })).toEqual({
      ok: true,
      quantities: q(0, 0, 0, 0.3),
    });
  });

  it.each<[string, TStockQuantities, number, number, TStockQuantities]>([
    [
      'adds 0.1 and 0.2 to 0.3, not 0.30000000000000004',
      q(0.1, 0, 0, 0),
      TT.CORRECTION_AVAILABLE,
      0.2,
      q(0.3, 0, 0, 0),
    ],
    [
      'rounds a value with more places to 4',
      q(1, 0, 0, 0),
      TT.CONSUMED_FROM_STOCK,
      0.123456,
      q(0.8765, 0, 0, 0),
    ],
    [
      'a speck below zero that rounds to zero is allowed',
      q(0.3, 0, 0, 0),
      TT.CONSUMED_FROM_STOCK,
      0.30000001,
      q(0, 0, 0, 0),
    ],
  ])('%s', (_name, before, type, value, after) => {
    expect(applyMovement(before, { type, value })).toEqual({ ok: true, quantities: after });
  });
});

describe('isValidMovementValue', () => {
  const nonCorrections = INVENTORY_TRANSACTION_TYPES.map((t) => t.code).filter(
    (code) => !isCorrection(code),
  );

  it.each(nonCorrections)('type %i: above zero only', (type) => {
    expect(isValidMovementValue(type, 1)).toBe(true);
    expect(isValidMovementValue(type, 0.0001)).toBe(true);
    expect(isValidMovementValue(type, 2.5)).toBe(true);
    expect(isValidMovementValue(type, 0)).toBe(false);
    expect(isValidMovementValue(type, -0)).toBe(false);
    expect(isValidMovementValue(type, -1)).toBe(false);
    expect(isValidMovementValue(type, -0.5)).toBe(false);
  });

  it.each(CORRECTION_TYPES)('correction %i: any value but zero', (type) => {
    expect(isValidMovementValue(type, 1)).toBe(true);
    expect(isValidMovementValue(type, -1)).toBe(true);
    expect(isValidMovementValue(type, -0.25)).toBe(true);
    expect(isValidMovementValue(type, 0)).toBe(false);
  });

  it.each([NaN, Infinity, -Infinity])('%d is refused for every type', (value) => {
    for (const { code } of INVENTORY_TRANSACTION_TYPES) {
      expect(isValidMovementValue(code, value)).toBe(false);
    }
  });

  it.each<[number, number, boolean]>([
    [TT.RESERVE, 0.00004, false],
    [TT.RESERVE, 0.00005, true],
    [TT.CORRECTION_AVAILABLE, 0.00004, false],
    [TT.CORRECTION_AVAILABLE, -0.00004, false],
    [TT.CORRECTION_AVAILABLE, -0.00005, true],
  ])('type %i, %d: judged at the 4 places kept (%s)', (type, value, valid) => {
    expect(isValidMovementValue(type, value)).toBe(valid);
  });

  it.each<[number, number, boolean]>([
    [TT.RESERVE, 99_999_999_999.9999, true],
    [TT.RESERVE, 999_999_999_999, true],
    [TT.RESERVE, QUANTITY_LIMIT - 0.00001, false],
    [TT.RESERVE, QUANTITY_LIMIT, false],
    [TT.RESERVE, 1e20, false],
    [TT.CORRECTION_IN_USE, -999_999_999_999, true],
    [TT.CORRECTION_IN_USE, -QUANTITY_LIMIT, false],
  ])('type %i, %d: within what numeric(16, 4) keeps (%s)', (type, value, valid) => {
    expect(isValidMovementValue(type, value)).toBe(valid);
  });

  it.each([
    [5, false],
    [6, false],
    [10, false],
    [11, false],
    [20, false],
    [21, false],
    [22, false],
    [23, false],
    [90, true],
    [91, true],
    [92, true],
    [93, true],
    [94, false],
    [95, false],
  ])('type %i is a correction: %s', (type, correction) => {
    expect(isCorrection(type)).toBe(correction);
  });
});

describe('sumStock', () => {
  it.each<[string, TStockQuantities[], TStockQuantities]>([
    [
      'sums each quantity over the locations',
      [q(1, 2, 3, 4), q(10, 20, 30, 40), q(0.1, 0.2, 0, 0)],
      q(11.1, 22.2, 33, 44),
    ],
    ['rounds to 4 places', [q(0.1, 0, 0, 0), q(0.2, 0, 0, 0)], q(0.3, 0, 0, 0)],
    ['no locations: all zero', [], q(0, 0, 0, 0)],
  ])('%s', (_name, stock, sum) => {
    expect(sumStock(stock)).toEqual(sum);
  });

  it('ignores the fields besides the four quantities', () => {
    expect(sumStock([{ ...q(1, 1, 1, 1), locationId: 'a' } as TStockQuantities])).toEqual(
      q(1, 1, 1, 1),
    );
  });

  it('starts each sum from zero, whatever was summed before', () => {
    sumStock([q(5, 5, 5, 5)]);
    expect(sumStock([])).toEqual(q(0, 0, 0, 0));
    expect(sumStock([q(1, 2, 3, 4)])).toEqual(q(1, 2, 3, 4));
  });
});

describe('objectLowThreshold', () => {
  it.each<[string, (number | null)[], number]>([
    ['the least of the thresholds', [10, 4, 7], 4],
    ['locations without one do not count', [null, 12, null, 8], 8],
    ['a single threshold', [5], 5],
    ['a threshold of zero counts', [3, 0], 0],
    ['decimals', [2.5, 2.25], 2.25],
    ['none has one: 0', [null, null], 0],
    ['no locations: 0', [], 0],
  ])('%s', (_name, thresholds, expected) => {
    expect(objectLowThreshold(thresholds)).toBe(expected);
  });
});

describe('sourceQuantity: where a line draws from', () => {
  it.each<[number, number | null, TQuantityKey | null]>([
    [TT.RESERVE, null, 'available'],
    [TT.UN_RESERVE, null, 'reserved'],
    [TT.CONSUMED_FROM_RESERVE, null, 'reserved'],
    [TT.CONSUMED_FROM_STOCK, null, 'available'],
    [TT.ON_RENT_FROM_RESERVED, null, 'reserved'],
    [TT.ON_RENT_FROM_LAYDOWN_YARD, null, 'available'],
    [TT.OFF_RENT_TO_LAYDOWN_YARD, null, 'inUse'],
    [TT.OFF_RENT_TO_LAYDOWN_YARD, EV.REMOVAL_COMPLETE, 'inUse'],
    [TT.OFF_RENT_TO_LAYDOWN_YARD, EV.REMOVAL_COMPLETE_NEEDS_PICKUP, 'inUse'],
    [TT.OFF_RENT_TO_LAYDOWN_YARD, EV.MATERIAL_PICKUP_COMPLETED, 'awaitingPickup'],
    [TT.TRANSFER_RENTAL, null, null],
    [TT.CORRECTION_AVAILABLE, null, null],
    [TT.CORRECTION_AWAITING_PICKUP, null, null],
    [TT.CORRECTION_IN_USE, null, null],
    [TT.CORRECTION_RESERVED, null, null],
    [TT.SENT_TO_OTHER_LOCATION, null, 'available'],
    [TT.RECEIVED_FROM_OTHER_LOCATION, null, null],
  ])('type %i after event %s: %s', (type, event, source) => {
    expect(sourceQuantity(type, event)).toBe(source);
  });
});

describe('defaultLineLocation', () => {
  const row = (locationId: string | null, quantities: TStockQuantities) => ({
    locationId,
    ...quantities,
  });
  const stock = [
    row('yard', q(50, 0, 2, 1)),
    row('crude', q(5, 8, 30, 0)),
    row(null, q(10, 1, 0, 9)),
  ];

  it.each<[string, number, number | null, string | null]>([
    [
      'On Rent (from laydown yard) draws from the most available',
      TT.ON_RENT_FROM_LAYDOWN_YARD,
      null,
      'yard',
    ],
    ['Reserve: most available', TT.RESERVE, null, 'yard'],
    ['Off Rent: most in use', TT.OFF_RENT_TO_LAYDOWN_YARD, EV.REMOVAL_COMPLETE, 'crude'],
    [
      'Off Rent to awaiting pickup: most in use',
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      EV.REMOVAL_COMPLETE_NEEDS_PICKUP,
      'crude',
    ],
    [
      'Off Rent from awaiting pickup: most awaiting pickup',
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      EV.MATERIAL_PICKUP_COMPLETED,
      'crude',
    ],
    [
      'On Rent (from reserved): most reserved, here [No location]',
      TT.ON_RENT_FROM_RESERVED,
      null,
      null,
    ],
    ['Consumed from Reserve: most reserved', TT.CONSUMED_FROM_RESERVE, null, null],
    ['a correction (adds only): most available', TT.CORRECTION_IN_USE, null, 'yard'],
    [
      'Received from other location (adds only): most available',
      TT.RECEIVED_FROM_OTHER_LOCATION,
      null,
      'yard',
    ],
    ['Transfer Rental (no change): most available', TT.TRANSFER_RENTAL, null, 'yard'],
  ])('%s', (_name, type, initiatingEvent, expected) => {
    expect(defaultLineLocation(stock, { type, initiatingEvent })).toBe(expected);
  });

  it('no stock rows: null ([No location])', () => {
    expect(defaultLineLocation([], { type: TT.ON_RENT_FROM_LAYDOWN_YARD })).toBeNull();
  });

  it('a tie keeps the first row', () => {
    const tied = [row('a', q(5, 0, 0, 0)), row('b', q(5, 0, 0, 0))];
    expect(defaultLineLocation(tied, { type: TT.RESERVE })).toBe('a');
  });

  it('every row at zero: the first row', () => {
    const empty = [row('a', EMPTY_STOCK), row('b', EMPTY_STOCK)];
    expect(defaultLineLocation(empty, { type: TT.CONSUMED_FROM_STOCK })).toBe('a');
  });
});

describe('movementSummary', () => {
  it.each<[number, number, string]>([
    [TT.ON_RENT_FROM_LAYDOWN_YARD, 40, 'On Rent (from laydown yard) 40'],
    [TT.CORRECTION_AVAILABLE, -2.5, 'correction (available) -2.5'],
    [TT.RESERVE, 0.25, 'Reserve 0.25'],
  ])('type %i, value %d', (type, value, text) => {
    expect(movementSummary(type, value)).toBe(text);
  });
});
