import { describe, expect, it } from 'vitest';
import {
  inUseMessage,
  LOCATION_MESSAGES,
  parseCoordinate,
  parseCoordinatePair,
  roundCoordinate,
  ZLocationFields,
  ZUpdateLocationInput,
} from './locations.ts';

const valid = { title: 'North Unit', department: 'Operations', latitude: 29.7, longitude: -95.3 };
const firstError = (input: Record<string, unknown>) => {
  const result = ZLocationFields.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('location fields', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['all fields', {}, null],
    ['no department or place', { department: undefined, latitude: null, longitude: null }, null],
    ['an empty title', { title: '' }, LOCATION_MESSAGES.required],
    ['a blank title', { title: '   ' }, LOCATION_MESSAGES.required],
    ['a missing title', { title: undefined }, LOCATION_MESSAGES.required],
    ['a title of 200 characters', { title: 'x'.repeat(200) }, null],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, LOCATION_MESSAGES.titleTooLong],
    ['a too long department', { department: 'x'.repeat(101) }, LOCATION_MESSAGES.departmentTooLong],
    [
      'a title with a line break',
      { title: 'a\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    ['latitude 90', { latitude: 90 }, null],
    ['latitude 90.1', { latitude: 90.1 }, LOCATION_MESSAGES.latitudeRange],
    ['latitude -91', { latitude: -91 }, LOCATION_MESSAGES.latitudeRange],
    ['longitude -180', { longitude: -180 }, null],
    ['longitude 181', { longitude: 181 }, LOCATION_MESSAGES.longitudeRange],
    ['a latitude that is no number', { latitude: Number.NaN }, LOCATION_MESSAGES.latitudeRange],
    ['a latitude as text', { latitude: '29' }, LOCATION_MESSAGES.latitudeRange],
    ['a latitude without longitude', { longitude: null }, LOCATION_MESSAGES.bothOrNeither],
    ['a longitude without latitude', { latitude: null }, LOCATION_MESSAGES.bothOrNeither],
  ])('%s', (_name, input, expected) => {
    expect(firstError(input)).toBe(expected);
  });

  it('trims the title and defaults the department', () => {
    expect(ZLocationFields.parse({ title: '  Tank farm ' })).toEqual({
      title: 'Tank farm',
      department: '',
      latitude: null,
      longitude: null,
    });
  });

  it('checks an update the same way and needs its id', () => {
    expect(ZUpdateLocationInput.safeParse({ ...valid, id: 'loc-1' }).success).toBe(true);
    expect(ZUpdateLocationInput.safeParse(valid).success).toBe(false);
    expect(ZUpdateLocationInput.safeParse({ ...valid, id: 'x'.repeat(129) }).success).toBe(false);
    expect(
      ZUpdateLocationInput.safeParse({ ...valid, id: 'loc-1', latitude: null }).error?.issues[0]
        ?.message,
    ).toBe(LOCATION_MESSAGES.bothOrNeither);
  });
});

describe('typed coordinates', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['  ', null],
    ['29.76', 29.76],
    [' -95.3698 ', -95.3698],
    ['+12', 12],
    ['29,76', 29.76],
    ['.5', 0.5],
    ['12abc', Number.NaN],
    ['1e3', Number.NaN],
    ['--1', Number.NaN],
  ])('"%s" is %s', (typed, expected) => {
    expect(parseCoordinate(typed)).toEqual(expected);
  });

  it.each<[string, { latitude: number; longitude: number } | null]>([
    ['29.7604, -95.3698', { latitude: 29.7604, longitude: -95.3698 }],
    ['29.7604 -95.3698', { latitude: 29.7604, longitude: -95.3698 }],
    ['29.7604;-95.3698', { latitude: 29.7604, longitude: -95.3698 }],
    ['29.7604', null],
    ['95, 200', null],
    ['north, south', null],
  ])('the pair "%s"', (typed, expected) => {
    expect(parseCoordinatePair(typed)).toEqual(expected);
  });

  it('rounds a picked point to six decimals', () => {
    expect(roundCoordinate(29.760412345)).toBe(29.760412);
    expect(roundCoordinate(-95.3698768)).toBe(-95.369877);
  });
});

describe('the reason a location or company is kept', () => {
  it.each<[string, Parameters<typeof inUseMessage>, string | null]>([
    ['nothing uses it', ['location', [[0, 'craft record', 'craft records']]], null],
    [
      'one kind',
      ['location', [[12, 'craft record', 'craft records']]],
      'This location is used by 12 craft records.',
    ],
    [
      'one of one kind',
      ['company', [[1, 'site user', 'site users']]],
      'This company is used by 1 site user.',
    ],
    [
      'two kinds, zeros left out',
      [
        'location',
        [
          [12, 'craft record', 'craft records'],
          [0, 'task', 'tasks'],
          [3, 'asset', 'assets'],
        ],
      ],
      'This location is used by 12 craft records and 3 assets.',
    ],
    [
      'three kinds',
      [
        'company',
        [
          [2, 'site user', 'site users'],
          [1, 'task', 'tasks'],
          [4, 'craft record', 'craft records'],
        ],
      ],
      'This company is used by 2 site users, 1 task and 4 craft records.',
    ],
  ])('%s', (_name, args, expected) => {
    expect(inUseMessage(...args)).toBe(expected);
  });
});
