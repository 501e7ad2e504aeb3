import { describe, expect, it } from 'vitest';
import {
  offersMaterialPickup,
  ZInventoryLine,
  ZInventoryLines,
  ZNewInventoryObjectInput,
  addInventoryLine,
  defaultStockLocationId,
  initiatingEventFor,
  inventoryLineQuantityError,
  recommendedMovementFor,
} from './movement.ts';
import type { TInitiatingEventInput, TInventoryLine } from './movement.ts';

describe('inventoryLineQuantityError', () => {
  it.each<[unknown, string | null]>([
    ['5', null],
    [5, null],
    ['2.5', null],
    ['0', null],
    ['-3', null],
    ['', 'Required'],
    ['   ', 'Required'],
    [null, 'Required'],
    [undefined, 'Required'],
    ['abc', 'Only numbers'],
    ['5 pcs', 'Only numbers'],
    [NaN, 'Only numbers'],
    [true, 'Only numbers'],
  ])('%j: %j', (value, error) => {
    expect(inventoryLineQuantityError(value)).toBe(error);
  });
});

describe('ZInventoryLine', () => {
  it('stores the quantity as a number', () => {
    expect(
      ZInventoryLine.parse({ inventoryObjectId: 'o1', movementType: 21, quantity: '12' }),
    ).toEqual({ inventoryObjectId: 'o1', movementType: 21, quantity: 12 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank quantity', { inventoryObjectId: 'o1', movementType: 21, quantity: '' }, 'Required'],
    [
      'a quantity in words',
      { inventoryObjectId: 'o1', movementType: 21, quantity: 'ten' },
      'Only numbers',
    ],
    [
      'a movement type outside the catalogue',
      { inventoryObjectId: 'o1', movementType: 7, quantity: 1 },
      'Required',
    ],
  ])('refuses %s with %j', (_case, line, message) => {
    const result = ZInventoryLine.safeParse(line);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses more than 200 lines in one save', () => {
    const line = { inventoryObjectId: 'o1', movementType: 21, quantity: 1 };
    expect(ZInventoryLines.safeParse(Array(200).fill(line)).success).toBe(true);
    expect(ZInventoryLines.safeParse(Array(201).fill(line)).success).toBe(false);
  });
});

describe('addInventoryLine', () => {
  const pending: TInventoryLine[] = [{ inventoryObjectId: 'o1', movementType: 21, quantity: 2 }];
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a valid quantity joins the list', { quantity: '3' }, true],
    ['a blank quantity warns', { quantity: '' }, false],
    ['a non-number warns', { quantity: 'x' }, false],
  ])('%s', (_case, draft, added) => {
    const result = addInventoryLine(pending, {
      inventoryObjectId: 'o2',
      movementType: 22,
      ...draft,
    } as never);
    if (added) {
      expect(result).toEqual({
        success: true,
        lines: [...pending, { inventoryObjectId: 'o2', movementType: 22, quantity: 3 }],
      });
    } else {
      expect(result).toEqual({ success: false, warning: 'Please check the Quantity field' });
    }
  });
});

describe('defaultStockLocationId', () => {
  it.each<[string, { id: string; title: string }[], string | null]>([
    ['a site without locations keeps stock at [No location]', [], null],
    ['one location', [{ id: 'l-yard', title: 'Yard' }], 'l-yard'],
    [
      'the first by title',
      [
        { id: 'l-unit', title: 'Crude Unit 2' },
        { id: 'l-dock', title: 'dock 3' },
        { id: 'l-area', title: 'Area 1' },
      ],
      'l-area',
    ],
    [
      'titles compared without case',
      [
        { id: 'l-b', title: 'b yard' },
        { id: 'l-a', title: 'A Yard' },
      ],
      'l-a',
    ],
  ])('%s', (_case, locations, id) => {
    expect(defaultStockLocationId(locations)).toBe(id);
  });
});

describe('ZNewInventoryObjectInput', () => {
  it('takes a location for the starting stock, null for [No location]', () => {
    expect(ZNewInventoryObjectInput.parse({ title: 'Planks', locationId: 'l-1' }).locationId).toBe(
      'l-1',
    );
    expect(ZNewInventoryObjectInput.parse({ title: 'Planks', locationId: null }).locationId).toBe(
      null,
    );
  });

  it('defaults every quantity to 0', () => {
    expect(ZNewInventoryObjectInput.parse({ title: ' Planks ' })).toEqual({
      title: 'Planks',
      quantityAvailable: 0,
      quantityAwaitingPickup: 0,
      quantityInUse: 0,
      quantityReserved: 0,
      lowQuantityThreshold: 0,
    });
  });

  it('parses quantities as decimals', () => {
    expect(
      ZNewInventoryObjectInput.parse({
        title: 'Couplers',
        quantityAvailable: '10.5',
        quantityAwaitingPickup: 2,
        quantityInUse: '0',
        quantityReserved: ' 3 ',
        lowQuantityThreshold: '4',
      }),
    ).toEqual({
      title: 'Couplers',
      quantityAvailable: 10.5,
      quantityAwaitingPickup: 2,
      quantityInUse: 0,
      quantityReserved: 3,
      lowQuantityThreshold: 4,
    });
  });

  it.each<[string, Record<string, unknown>, [string, string]]>([
    ['an empty title', { title: '' }, ['title', 'This field is required']],
    ['a blank title', { title: '   ' }, ['title', 'This field is required']],
    ['no title', {}, ['title', 'This field is required']],
    [
      'a 201-character title',
      { title: 'x'.repeat(201) },
      ['title', 'Title needs to be less than 200 characters'],
    ],
    [
      'a cleared quantity',
      { title: 'x', quantityInUse: '' },
      ['quantityInUse', 'This field is required'],
    ],
    [
      'a quantity in words',
      { title: 'x', quantityReserved: 'lots' },
      ['quantityReserved', 'Only numbers allowed'],
    ],
    [
      'a threshold in words',
      { title: 'x', lowQuantityThreshold: '1,000' },
      ['lowQuantityThreshold', 'Only numbers allowed'],
    ],
    [
      'a quantity of 13 digits, more than the database keeps',
      { title: 'x', quantityAvailable: 1_000_000_000_000 },
      ['quantityAvailable', 'Only numbers allowed'],
    ],
    [
      'a negative quantity of 13 digits',
      { title: 'x', quantityInUse: '-1000000000000' },
      ['quantityInUse', 'Only numbers allowed'],
    ],
  ])('refuses %s', (_case, input, [path, message]) => {
    const result = ZNewInventoryObjectInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [path, message],
    ]);
  });

  it('accepts the largest quantity of 12 digits', () => {
    expect(
      ZNewInventoryObjectInput.parse({ title: 'x', quantityAvailable: 999_999_999_999 })
        .quantityAvailable,
    ).toBe(999_999_999_999);
  });

  it('accepts a 200-character title', () => {
    expect(ZNewInventoryObjectInput.safeParse({ title: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('initiatingEventFor and recommendedMovementFor', () => {
  it.each<[string, TInitiatingEventInput, number, string | undefined]>([
    [
      'completing an installation',
      { taskType: 10, fromStatus: 40, toStatus: 90 },
      10,
      'stock-to-rental',
    ],
    [
      'completing a removal, material returned',
      { taskType: 12, fromStatus: 40, toStatus: 90, materialPickup: 'returned' },
      20,
      'rental-to-stock',
    ],
    [
      'completing a removal, needs pickup',
      { taskType: 12, fromStatus: 40, toStatus: 90, materialPickup: 'pickup' },
      21,
      'rental-to-stock',
    ],
    [
      'completing a removal, pickup by default',
      { taskType: 12, fromStatus: 40, toStatus: 90 },
      21,
      'rental-to-stock',
    ],
    [
      'completing a material pickup',
      { taskType: 14, fromStatus: 40, toStatus: 90 },
      50,
      'pickup-to-stock',
    ],
    ['starting a task', { taskType: 10, fromStatus: 30, toStatus: 40 }, 40, 'stock-to-reserve'],
    [
      're-saving a completed installation',
      { taskType: 10, fromStatus: 90, toStatus: 90 },
      30,
      undefined,
    ],
    ['completing an inspection', { taskType: 13, fromStatus: 40, toStatus: 90 }, 30, undefined],
    ['holding a task', { taskType: 10, fromStatus: 40, toStatus: 50 }, 30, undefined],
  ])('%s: event %i, %s', (_case, input, event, direction) => {
    expect(initiatingEventFor(input)).toBe(event);
    expect(recommendedMovementFor(input)?.direction).toBe(direction);
  });
});

describe('offersMaterialPickup', () => {
  it.each([
    [
      'a scaffolding removal being completed',
      { craftType: 10, taskType: 12, taskStatus: 40 },
      90,
      true,
    ],
    [
      'a scaffolding removal put on hold',
      { craftType: 10, taskType: 12, taskStatus: 40 },
      50,
      false,
    ],
    [
      'a scaffolding removal already complete',
      { craftType: 10, taskType: 12, taskStatus: 90 },
      90,
      false,
    ],
    [
      'a scaffolding installation being completed',
      { craftType: 10, taskType: 10, taskStatus: 40 },
      90,
      false,
    ],
    [
      'another craft with the removal code',
      { craftType: 20, taskType: 12, taskStatus: 40 },
      90,
      false,
    ],
  ])('%s', (_name, task, to, offered) => {
    expect(offersMaterialPickup(task, to)).toBe(offered);
  });
});
