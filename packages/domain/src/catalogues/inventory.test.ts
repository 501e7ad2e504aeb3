import { describe, expect, it } from 'vitest';
import {
  INVENTORY_TRANSACTION_TYPE,
  ZMaterialPickup,
  inventoryStatusName,
  inventoryTransactionTypeLabel,
  isInventoryTransactionType,
  isLowStock,
  recommendedMovement,
} from './inventory.ts';

const TRANSACTION_TYPES: [number, string][] = [
  [5, 'Reserve'],
  [6, 'Un-Reserve'],
  [10, 'Consumed from Reserve'],
  [11, 'Consumed from Stock'],
  [20, 'On Rent (from reserved)'],
  [21, 'On Rent (from laydown yard)'],
  [22, 'Off Rent (back to laydown yard)'],
  [23, 'Transfer Rental'],
  [90, 'correction (available)'],
  [91, 'correction (awaiting pickup)'],
  [92, 'correction (in use)'],
  [93, 'correction (reserved)'],
  [94, 'Sent to other Inventory Location'],
  [95, 'Received from other Inventory Location'],
];

describe('inventory transaction types', () => {
  it('knows exactly the spec catalogue, nothing more', () => {
    const codes = Array.from({ length: 1000 }, (_, code) => code);
    expect(codes.filter(isInventoryTransactionType)).toEqual(
      TRANSACTION_TYPES.map(([code]) => code),
    );
  });

  it.each(TRANSACTION_TYPES)('labels type %i "%s"', (code, label) => {
    expect(inventoryTransactionTypeLabel(code)).toBe(label);
    expect(isInventoryTransactionType(code)).toBe(true);
  });

  it('labels an unknown type Unknown', () => {
    expect(inventoryTransactionTypeLabel(7)).toBe('Unknown');
    expect(isInventoryTransactionType(7)).toBe(false);
  });
});

describe('inventory statuses', () => {
  it.each([
    [10, 'Active'],
    [90, 'Inactive'],
    [50, 'Unknown'],
  ])('names status %i %s', (code, name) => {
    expect(inventoryStatusName(code)).toBe(name);
  });
});

describe('low stock', () => {
  it.each([
    [0, 0, true],
    [5, 5, true],
    [4, 5, true],
    [6, 5, false],
    [1, 0, false],
  ])(
    'available %i with threshold %i is low: %s',
    (quantityAvailable, lowQuantityThreshold, low) => {
      expect(isLowStock({ quantityAvailable, lowQuantityThreshold })).toBe(low);
    },
  );
});

describe('movement recommended from the initiating event', () => {
  it.each([
    [10, 'installation complete', 'stock-to-rental', 21],
    [20, 'removal complete', 'rental-to-stock', 22],
    [21, 'removal complete needs pickup', 'rental-to-stock', 22],
    [40, 'start', 'stock-to-reserve', 5],
    [50, 'material pickup completed', 'pickup-to-stock', 22],
  ])('recommends for %i (%s) %s as type %i', (event, _name, direction, transactionType) => {
    expect(recommendedMovement(event)).toEqual({ direction, transactionType });
  });

  it('recommends On Rent (from laydown yard) and Off Rent (back to laydown yard)', () => {
    expect(recommendedMovement(10)?.transactionType).toBe(
      INVENTORY_TRANSACTION_TYPE.ON_RENT_FROM_LAYDOWN_YARD,
    );
    expect(recommendedMovement(20)?.transactionType).toBe(
      INVENTORY_TRANSACTION_TYPE.OFF_RENT_TO_LAYDOWN_YARD,
    );
  });

  it.each([30, 0, 99])('recommends nothing for %i', (event) => {
    expect(recommendedMovement(event)).toBeUndefined();
  });
});

describe('material pickup', () => {
  it.each([
    [undefined, 'pickup'],
    ['returned', 'returned'],
    ['pickup', 'pickup'],
  ])('parses %j as %s', (input, expected) => {
    expect(ZMaterialPickup.parse(input)).toBe(expected);
  });

  it('rejects any other value', () => {
    expect(ZMaterialPickup.safeParse('needs pickup').success).toBe(false);
  });
});
