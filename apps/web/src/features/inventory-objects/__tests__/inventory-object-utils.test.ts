import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import { MANUAL_MOVEMENT_MESSAGES } from '@craftwork/domain/inventory/objects';
import { THRESHOLD_MESSAGES, parseThreshold } from '../components/threshold-dialog';
import { locationChoices } from '../utils/location-choices';
import { formatQuantity, quantityInputText, locationLabel } from '../utils/location-label';
import {
  MOVE_FORM_DEFAULTS,
  NO_LOCATION_VALUE,
  moveFormErrors,
  toMoveInput,
  type TMoveFormValues,
} from '../utils/move-form';

const form = (change: Partial<TMoveFormValues>): TMoveFormValues => ({
  ...MOVE_FORM_DEFAULTS,
  location: 'loc-1',
  value: '5',
  reason: 'count',
  ...change,
});

describe('moveFormErrors', () => {
  it.each<[string, Partial<TMoveFormValues>, Record<string, string>]>([
    ['a valid correction', {}, {}],
    ['a negative correction', { value: '-2.5' }, {}],
    ['a correction of 0', { value: '0' }, { value: MANUAL_MOVEMENT_MESSAGES.notZero }],
    ['a correction without reason', { reason: '' }, { reason: INVENTORY_MESSAGES.required }],
    ['no location', { location: '' }, { location: INVENTORY_MESSAGES.required }],
    ['no quantity', { value: ' ' }, { value: INVENTORY_MESSAGES.required }],
    ['letters', { value: 'abc' }, { value: INVENTORY_MESSAGES.onlyNumbersAllowed }],
    ['a reserve of 1.5', { kind: 'reserve', reason: '', value: '1.5' }, {}],
    [
      'a negative reserve',
      { kind: 'reserve', value: '-1' },
      { value: MANUAL_MOVEMENT_MESSAGES.positive },
    ],
    [
      'an un-reserve of 0',
      { kind: 'unReserve', value: '0' },
      { value: MANUAL_MOVEMENT_MESSAGES.positive },
    ],
    ['a transfer', { kind: 'transfer', toLocation: NO_LOCATION_VALUE }, {}],
    ['a transfer without To', { kind: 'transfer' }, { toLocation: INVENTORY_MESSAGES.required }],
    [
      'a transfer to the same place',
      { kind: 'transfer', toLocation: 'loc-1' },
      { toLocation: MANUAL_MOVEMENT_MESSAGES.sameLocation },
    ],
  ])('%s', (_case, change, expected) => {
    expect(moveFormErrors(form(change))).toEqual(expected);
  });
});

describe('toMoveInput', () => {
  it.each<[string, Partial<TMoveFormValues>, unknown]>([
    [
      'a correction of in use at no location',
      { quantity: 'inUse', location: NO_LOCATION_VALUE, value: '-3', reason: 'lost' },
      {
        kind: 'correction',
        objectId: 'obj-1',
        locationId: null,
        quantity: 'inUse',
        value: -3,
        reason: 'lost',
      },
    ],
    [
      'a transfer',
      { kind: 'transfer', toLocation: 'loc-2', value: '2.25' },
      {
        kind: 'transfer',
        objectId: 'obj-1',
        fromLocationId: 'loc-1',
        toLocationId: 'loc-2',
        value: 2.25,
      },
    ],
    [
      'a reserve',
      { kind: 'reserve' },
      { kind: 'reserve', objectId: 'obj-1', locationId: 'loc-1', value: 5 },
    ],
    [
      'an un-reserve',
      { kind: 'unReserve' },
      { kind: 'unReserve', objectId: 'obj-1', locationId: 'loc-1', value: 5 },
    ],
    ['an invalid form', { value: 'x' }, null],
  ])('%s', (_case, change, expected) => {
    expect(toMoveInput('obj-1', form(change))).toEqual(expected);
  });
});

describe('locations', () => {
  it('names no location and a removed one as the spec says', () => {
    expect(locationLabel(null, null)).toBe('[No location]');
    expect(locationLabel('loc-9', null)).toBe('[Unavailable]');
    expect(locationLabel('loc-1', 'Yard A')).toBe('Yard A');
  });

  it("offers the object's locations first, then the site's others, then [No location]", () => {
    expect(
      locationChoices(
        [
          { locationId: 'loc-2', locationTitle: 'Yard B' },
          { locationId: 'gone', locationTitle: null },
        ],
        [
          { id: 'loc-3', title: 'Tank Farm' },
          { id: 'loc-2', title: 'Yard B' },
          { id: 'loc-1', title: 'Crude Unit' },
        ],
      ),
    ).toEqual([
      { value: 'loc-2', label: 'Yard B' },
      { value: 'gone', label: '[Unavailable]' },
      { value: 'loc-1', label: 'Crude Unit' },
      { value: 'loc-3', label: 'Tank Farm' },
      { value: NO_LOCATION_VALUE, label: '[No location]' },
    ]);
  });

  it('lists [No location] once when the object has stock there', () => {
    const choices = locationChoices([{ locationId: null, locationTitle: null }], []);
    expect(choices).toEqual([{ value: NO_LOCATION_VALUE, label: '[No location]' }]);
  });
});

describe('quantities and thresholds', () => {
  it.each([
    [12, '12'],
    [1.5, '1.5'],
    [0.1234, '0.1234'],
    [1234567, '1,234,567'],
  ])('%d reads %s', (n, text) => {
    expect(formatQuantity(n)).toBe(text);
  });

  it.each([
    [1140, '1140'],
    [0.1234, '0.1234'],
  ])('%d is edited as %s', (n, text) => {
    expect(quantityInputText(n)).toBe(text);
  });

  it.each<[string, unknown]>([
    ['', { value: null }],
    ['4', { value: 4 }],
    ['0.5', { value: 0.5 }],
    ['-1', { error: THRESHOLD_MESSAGES.notNegative }],
    ['ten', { error: INVENTORY_MESSAGES.onlyNumbersAllowed }],
  ])('threshold %j', (text, expected) => {
    expect(parseThreshold(text)).toEqual(expected);
  });
});
