import { describe, expect, it } from 'vitest';
import { ZDetailFieldConfig, ZSiteCustomizations, ZSiteKey } from './site.ts';
import {
  craftDetailColumns,
  craftDetailFields,
  withCraftDetailPositions,
  inspectionIntervalDays,
  isAwaitingEstimateEnabled,
  isCustomerSite,
  isNextOpportunityAllowed,
  kpisEnabled,
  siteClassification,
  taskSpecificDetailFields,
} from './customizations.ts';
import type { TDetailFieldConfig, TSiteCustomizations } from './site.ts';

const field = (key: string, extra: Partial<TDetailFieldConfig> = {}): TDetailFieldConfig => ({
  key,
  title: key,
  type: 'string',
  ...extra,
});

describe('site classification', () => {
  it.each<[string, TSiteCustomizations | null | undefined, boolean, string]>([
    ['no customizations', undefined, false, 'FACILITIES'],
    ['null customizations', null, false, 'FACILITIES'],
    ['no classification', {}, false, 'FACILITIES'],
    ['customers', { siteClassification: 'customers' }, true, 'customers'],
    ['FACILITIES', { siteClassification: 'FACILITIES' }, false, 'FACILITIES'],
    ['another value', { siteClassification: 'refinery' }, false, 'refinery'],
    ['CUSTOMERS in capitals', { siteClassification: 'CUSTOMERS' }, false, 'CUSTOMERS'],
  ])('with %s is a customer site: $2, classified $3', (_case, c, customer, classification) => {
    expect(isCustomerSite(c)).toBe(customer);
    expect(siteClassification(c)).toBe(classification);
  });
});

describe('site switches', () => {
  it.each<[TSiteCustomizations | undefined, boolean]>([
    [undefined, true],
    [{}, true],
    [{ kpisEnabled: true }, true],
    [{ kpisEnabled: false }, false],
  ])('KPIs with %j are enabled: %s', (c, enabled) => {
    expect(kpisEnabled(c)).toBe(enabled);
  });

  it.each<[TSiteCustomizations | undefined, number]>([
    [undefined, 7],
    [{ inspectionIntervalDays: 14 }, 14],
  ])('inspection interval with %j is %i days', (c, days) => {
    expect(inspectionIntervalDays(c)).toBe(days);
  });

  it.each<[string, TSiteCustomizations | undefined, number, number, boolean]>([
    ['allowed for any pair when the site lists none', undefined, 10, 10, true],
    [
      'allowed for a listed pair',
      { nextOpportunityAllowed: [{ craftType: 10, taskType: 11 }] },
      10,
      11,
      true,
    ],
    [
      'not allowed for an unlisted pair',
      { nextOpportunityAllowed: [{ craftType: 10, taskType: 11 }] },
      10,
      10,
      false,
    ],
    [
      'not allowed when the site lists an empty list',
      { nextOpportunityAllowed: [] },
      10,
      10,
      false,
    ],
  ])('Next Opportunity is %s', (_case, c, craftType, taskType, allowed) => {
    expect(isNextOpportunityAllowed(c, craftType, taskType)).toBe(allowed);
  });

  it.each<[string, TSiteCustomizations | undefined, number, number, boolean]>([
    ['disabled when the site lists none', undefined, 10, 10, false],
    [
      'enabled for a listed pair',
      { awaitingEstimateEnabled: [{ craftType: 60, taskType: 5 }] },
      60,
      5,
      true,
    ],
    [
      'disabled for an unlisted pair',
      { awaitingEstimateEnabled: [{ craftType: 60, taskType: 5 }] },
      60,
      70,
      false,
    ],
  ])('Awaiting Estimate is %s', (_case, c, craftType, taskType, enabled) => {
    expect(isAwaitingEstimateEnabled(c, craftType, taskType)).toBe(enabled);
  });
});

describe('craft detail columns', () => {
  it.each<[string, TSiteCustomizations | undefined, { jobID: boolean; purchaseOrder: boolean }]>([
    ['no customizations', undefined, { jobID: false, purchaseOrder: false }],
    [
      'craft details without either field',
      { craftDetails: { '10': { tagNumber: field('tagNumber') } } },
      { jobID: false, purchaseOrder: false },
    ],
    [
      'jobID on one craft type',
      { craftDetails: { '10': {}, '15': { jobID: field('jobID') } } },
      { jobID: true, purchaseOrder: false },
    ],
    [
      'purchaseOrder on one craft type',
      { craftDetails: { '30': { purchaseOrder: field('purchaseOrder') } } },
      { jobID: false, purchaseOrder: true },
    ],
    [
      'both fields',
      { craftDetails: { '10': { jobID: field('jobID'), purchaseOrder: field('purchaseOrder') } } },
      { jobID: true, purchaseOrder: true },
    ],
    [
      'a field keyed differently whose key is jobID',
      { craftDetails: { '10': { job: field('jobID') } } },
      { jobID: true, purchaseOrder: false },
    ],
    [
      'jobID only in task-specific details',
      { taskSpecificDetails: { '10': { '10': [field('jobID')] } } },
      { jobID: false, purchaseOrder: false },
    ],
  ])('with %s shows the columns $2', (_case, c, expected) => {
    expect(craftDetailColumns(c)).toEqual(expected);
  });
});

describe('detail field lookups', () => {
  const c: TSiteCustomizations = {
    craftDetails: {
      '10': { tagNumber: field('tagNumber'), height: field('height', { type: 'number' }) },
    },
    taskSpecificDetails: { '10': { '11': [field('legFeet', { type: 'number' })] } },
  };

  it.each([
    [10, ['tagNumber', 'height']],
    [15, []],
  ])('craft type %i has craft detail fields %j', (craftType, keys) => {
    expect(craftDetailFields(c, craftType).map((f) => f.key)).toEqual(keys);
  });

  it('orders craft details by position, unpositioned ones last in the order they come', () => {
    const ordered: TSiteCustomizations = {
      craftDetails: {
        '10': {
          jobID: field('jobID', { position: 2 }),
          extra: field('extra'),
          tagNumber: field('tagNumber', { position: 0 }),
          workOrder: field('workOrder', { position: 1 }),
          later: field('later'),
        },
      },
    };
    expect(craftDetailFields(ordered, 10).map((f) => f.key)).toEqual([
      'tagNumber',
      'workOrder',
      'jobID',
      'extra',
      'later',
    ]);
  });

  it('writes the configured order down as positions, keeping given ones', () => {
    const stored = withCraftDetailPositions({
      kpisEnabled: true,
      craftDetails: {
        '10': { tagNumber: field('tagNumber'), legFeet: field('legFeet', { position: 9 }) },
        '20': { b: field('b'), a: field('a') },
      },
    });
    expect(stored['kpisEnabled']).toBe(true);
    expect(stored['craftDetails']).toEqual({
      '10': {
        tagNumber: field('tagNumber', { position: 0 }),
        legFeet: field('legFeet', { position: 9 }),
      },
      '20': { b: field('b', { position: 0 }), a: field('a', { position: 1 }) },
    });
    // The round trip through a JSON store that sorts keys keeps the configured order.
    const sortedKeys = JSON.parse(
      JSON.stringify(stored, (_k, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(
              Object.entries(v).sort(([a], [b]) => a.length - b.length || a.localeCompare(b)),
            )
          : v,
      ),
    ) as unknown;
    expect(craftDetailFields(ZSiteCustomizations.parse(sortedKeys), 20).map((f) => f.key)).toEqual([
      'b',
      'a',
    ]);
  });

  it('leaves customizations without craft details as they are', () => {
    const plain = { kpisEnabled: false };
    expect(withCraftDetailPositions(plain)).toBe(plain);
  });

  it.each([
    [10, 11, ['legFeet']],
    [10, 10, []],
    [15, 11, []],
  ])('craft type %i task type %i has task detail fields %j', (craftType, taskType, keys) => {
    expect(taskSpecificDetailFields(c, craftType, taskType).map((f) => f.key)).toEqual(keys);
  });
});

describe('ZSiteCustomizations', () => {
  it('accepts an empty object', () => {
    expect(ZSiteCustomizations.parse({})).toEqual({});
  });

  it('accepts a full configuration', () => {
    const input = {
      siteClassification: 'customers',
      craftDetails: {
        '10': {
          jobID: { key: 'jobID', title: 'Job ID', type: 'string', required: true, maxLength: 20 },
        },
      },
      taskSpecificDetails: {
        '10': {
          '10': [
            {
              key: 'crew',
              title: 'Crew',
              type: 'selection',
              selectionOptions: [{ value: 'a', label: 'Crew A' }],
              onTaskStatus: [90],
              defaultValue: 'a',
            },
          ],
        },
      },
      nextOpportunityAllowed: [{ craftType: 10, taskType: 10 }],
      awaitingEstimateEnabled: [{ craftType: 10, taskType: 11 }],
      assignedToEnabled: true,
      inventoryEnabled: true,
      kpisEnabled: false,
      reportTemplatesEnabled: true,
      allowSchedulingTasksInThePast: false,
      allowModifyingTimestampTaskCompleted: true,
      inspectionIntervalDays: 10,
    };
    expect(ZSiteCustomizations.parse(input)).toEqual(input);
  });

  it.each([
    ['a non-boolean switch', { inventoryEnabled: 'yes' }],
    ['a zero inspection interval', { inspectionIntervalDays: 0 }],
    ['a pair without a task type', { nextOpportunityAllowed: [{ craftType: 10 }] }],
    [
      'a field of unknown type',
      { craftDetails: { '10': { x: { key: 'x', title: 'X', type: 'date' } } } },
    ],
  ])('rejects %s', (_case, input) => {
    expect(ZSiteCustomizations.safeParse(input).success).toBe(false);
  });
});

describe('ZDetailFieldConfig', () => {
  it.each([
    'bool',
    'string',
    'number',
    'currency',
    'timestamp',
    'uid',
    'multiple-uid',
    'selection',
    'text',
  ])('accepts type %s with only key, title and type', (type) => {
    expect(ZDetailFieldConfig.safeParse({ key: 'k', title: 'K', type }).success).toBe(true);
  });

  it.each([
    ['no key', { title: 'K', type: 'string' }],
    ['no title', { key: 'k', type: 'string' }],
    ['no type', { key: 'k', title: 'K' }],
    ['an empty key', { key: '', title: 'K', type: 'string' }],
  ])('rejects a field with %s', (_case, input) => {
    expect(ZDetailFieldConfig.safeParse(input).success).toBe(false);
  });
});

describe('ZSiteKey', () => {
  it.each([
    ['ab', 'ab'],
    ['ACME-Plant_1', 'ACME-Plant_1'],
    ['  demo  ', 'demo'],
    ['a'.repeat(32), 'a'.repeat(32)],
  ])('accepts %j as %j, keeping case', (input, stored) => {
    expect(ZSiteKey.parse(input)).toBe(stored);
  });

  it.each([
    ['a single character', 'a'],
    ['an empty key', '   '],
    ['33 characters', 'a'.repeat(33)],
    ['a space inside', 'acme plant'],
    ['punctuation', 'acme.plant'],
    ['a slash', 'acme/plant'],
    ['non-ASCII letters', 'usine-été'],
  ])('rejects %s', (_case, input) => {
    expect(ZSiteKey.safeParse(input).success).toBe(false);
  });
});
