import { describe, expect, it } from 'vitest';
import {
  MANAGEMENT_SUBSCRIPTIONS,
  isSubscribed,
  maySubscribe,
  subscriptionsFor,
  withSubscription,
  type TSubscriber,
} from './subscriptions.ts';
import { ZSetSubscriptionInput } from './subscription-input.ts';

const user = (isPlantPersonnel: boolean, isSiteAdmin: boolean): TSubscriber => ({
  permissions: { isPlantPersonnel, isSiteAdmin },
});
const plant = user(true, false);
const admin = user(false, true);
const company = user(false, false);
const inventoryOn = { inventoryEnabled: true };

describe('the management subscriptions table', () => {
  it('has unique keys and a hint for each', () => {
    const keys = MANAGEMENT_SUBSCRIPTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of MANAGEMENT_SUBSCRIPTIONS) expect(s.hint.length).toBeGreaterThan(0);
  });
});

describe('maySubscribe inventoryLowStock', () => {
  it.each<[string, TSubscriber, Record<string, unknown>, boolean]>([
    ['plant personnel, inventory on', plant, inventoryOn, true],
    ['site admin, inventory on', admin, inventoryOn, true],
    ['plant and admin, inventory on', user(true, true), inventoryOn, true],
    ['company user, inventory on', company, inventoryOn, false],
    ['plant personnel, inventory off', plant, { inventoryEnabled: false }, false],
    ['site admin, inventory never set', admin, {}, false],
  ])('%s → %s', (_name, who, customizations, expected) => {
    expect(maySubscribe(who, customizations, 'inventoryLowStock')).toBe(expected);
  });
  it('refuses a key the table does not have', () => {
    expect(maySubscribe(admin, inventoryOn, 'weeklyReport')).toBe(false);
  });
});

describe('isSubscribed', () => {
  it.each<[Record<string, unknown> | null | undefined, boolean]>([
    [{ inventoryLowStock: true }, true],
    [{ inventoryLowStock: false }, false],
    [{ inventoryLowStock: 'true' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (stored, expected) => {
    expect(isSubscribed(stored, 'inventoryLowStock')).toBe(expected);
  });
});

describe('subscriptionsFor', () => {
  it('gives management what is on', () => {
    expect(subscriptionsFor(plant, inventoryOn, { inventoryLowStock: true })).toEqual([
      {
        key: 'inventoryLowStock',
        label: 'Low-stock e-mails',
        hint: 'An e-mail when an inventory object turns Low, with its available quantity.',
        on: true,
      },
    ]);
    expect(subscriptionsFor(admin, inventoryOn, {})[0]?.on).toBe(false);
  });
  it('gives company users and sites without inventory nothing', () => {
    expect(subscriptionsFor(company, inventoryOn, { inventoryLowStock: true })).toEqual([]);
    expect(subscriptionsFor(plant, {}, { inventoryLowStock: true })).toEqual([]);
  });
});

describe('withSubscription', () => {
  it.each<[Record<string, unknown> | null, boolean, Record<string, unknown>]>([
    [{}, true, { inventoryLowStock: true }],
    [null, true, { inventoryLowStock: true }],
    [{ inventoryLowStock: true, other: 1 }, false, { other: 1 }],
    [{ other: 1 }, false, { other: 1 }],
  ])('%j switched %s → %j', (stored, on, expected) => {
    expect(withSubscription(stored, 'inventoryLowStock', on)).toEqual(expected);
  });
});

describe('ZSetSubscriptionInput', () => {
  it.each<[unknown, boolean]>([
    [{ key: 'inventoryLowStock', on: true }, true],
    [{ key: 'inventoryLowStock', on: false }, true],
    [{ key: 'other', on: true }, false],
    [{ key: 'inventoryLowStock', on: 'yes' }, false],
    [{ key: 'inventoryLowStock', on: true, extra: 1 }, false],
  ])('%j → %s', (input, ok) => {
    expect(ZSetSubscriptionInput.safeParse(input).success).toBe(ok);
  });
});
