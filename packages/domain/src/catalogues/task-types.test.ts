import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from './craft-types.ts';
import {
  TASK_TYPE,
  VALID_TASK_TYPES_BY_CRAFT,
  isTaskType,
  taskTypeName,
  validTaskTypesFor,
} from './task-types.ts';

const SPEC: [number, string][] = [
  [3, 'Phone Call'],
  [5, 'Estimate'],
  [10, 'Installation'],
  [11, 'Modification'],
  [12, 'Removal'],
  [13, 'Inspection'],
  [14, 'Material Pickup'],
  [15, 'Audit'],
  [20, 'Waterblasting'],
  [25, 'Vacuum Truck'],
  [30, 'Sandblasting'],
  [31, 'Cloth Replacement'],
  [40, 'Insulation'],
  [41, 'Steam Tracing'],
  [42, 'Fireproofing'],
  [50, 'Abatement'],
  [60, 'Painting'],
  [70, 'Repair'],
  [75, 'Carpentry'],
  [90, 'Lockout'],
  [91, 'Walkthrough'],
  [92, 'Performing Work'],
  [95, 'General Labor'],
  [96, 'Auto Detailing'],
  [99, 'Housekeeping'],
  [100, 'Cleaning'],
  [110, 'Operator Rounds'],
  [111, 'Safety Inspection'],
  [112, 'PM Route'],
  [113, 'Housekeeping Inspection'],
  [114, 'Equipment Inspection'],
];

const ALL_TASK_TYPES = SPEC.map(([code]) => code);

describe('task types', () => {
  it('knows exactly the spec catalogue, nothing more', () => {
    const codes = Array.from({ length: 1000 }, (_, code) => code);
    expect(codes.filter(isTaskType)).toEqual(ALL_TASK_TYPES);
  });

  it.each(SPEC)('names task type %i %s', (code, name) => {
    expect(taskTypeName(code)).toBe(name);
    expect(isTaskType(code)).toBe(true);
  });

  it.each([0, 1, 101, 115])('names unknown code %i Unknown', (code) => {
    expect(taskTypeName(code)).toBe('Unknown');
    expect(isTaskType(code)).toBe(false);
  });

  it('names no code outside the catalogue', () => {
    expect(Object.values(TASK_TYPE).filter((code) => !isTaskType(code))).toEqual([]);
  });
});

const C = CRAFT_TYPE;

describe('valid task types per craft type', () => {
  it.each([
    ['Scaffolding', C.SCAFFOLDING, [10, 11, 12, 13, 14, 15]],
    ['Waterblasting', C.WATERBLASTING, [20]],
    ['Vacuum Truck', C.VACUUM_TRUCK, [25]],
    ['Sandblasting', C.SANDBLASTING, [30]],
    ['Steam Tracing', C.STEAM_TRACING, [41]],
    ['Fireproofing', C.FIREPROOFING, [42]],
    ['Painting', C.PAINTING, [60]],
    ['Carpentry', C.CARPENTRY, [75]],
    ['Housekeeping', C.HOUSEKEEPING, [99]],
    ['Cleaning', C.CLEANING, [100]],
    ['Insulation', C.INSULATION, [40, 50]],
    ['Hoistwells', C.HOISTWELLS, [10, 70, 12, 13]],
    ['Cameras', C.CAMERAS, [10, 70, 12, 13]],
    ['Filter Cloths', C.FILTER_CLOTHS, [31, 70, 99, 13]],
    ['Mobile Equipment', C.MOBILE_EQUIPMENT, [70, 13]],
    ['HVAC', C.HVAC, [10, 70, 5, 3]],
    ['Electrical', C.ELECTRICAL, [70, 5, 3]],
    ['Plumbing', C.PLUMBING, [70, 5, 3]],
    ['General Labor', C.GENERAL_LABOR, [95, 96]],
    ['Permitting', C.PERMITTING, [90, 91, 92]],
    ['Checklists', C.CHECKLISTS, [110]],
  ])('%s (%i) offers %j', (_name, craftType, expected) => {
    expect(validTaskTypesFor(craftType, ALL_TASK_TYPES)).toEqual(expected);
  });

  it('covers every craft type of the catalogue', () => {
    expect(
      Object.keys(VALID_TASK_TYPES_BY_CRAFT)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(CRAFT_TYPE).sort((a, b) => a - b));
  });

  it.each([
    ['keeps the craft order whatever the site order', C.HVAC, [3, 5, 10, 70], [10, 70, 5, 3]],
    ['drops types the site does not allow', C.SCAFFOLDING, [10, 12, 13, 99], [10, 12, 13]],
    ['offers nothing when the site allows none of them', C.PAINTING, [10, 11], []],
    ['offers nothing for a site with no task types', C.SCAFFOLDING, [], []],
    ['offers nothing for an unknown craft type', 12345, ALL_TASK_TYPES, []],
  ])('%s', (_case, craftType, siteTypes, expected) => {
    expect(validTaskTypesFor(craftType, siteTypes)).toEqual(expected);
  });
});
