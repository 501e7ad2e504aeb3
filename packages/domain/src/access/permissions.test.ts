import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  PERMISSION_LABELS,
  PERMISSION_PRESETS,
  isLabelOn,
  presetOf,
  setLabel,
} from './permissions.ts';
import { ZPermissions } from './permission-schema.ts';
import type { TPermissionFlag, TPermissionLabel, TPermissions } from './permissions.ts';

/** The ten flags of the spec plus canRouteAwaiting. */
const ALL_FLAGS: TPermissionFlag[] = [
  'getsNewTaskNotifications',
  'canEditContractorDetails',
  'canCreateTasks',
  'canUpdateTasks',
  'canDeleteTasks',
  'canCreateCraftRecords',
  'canUpdateCraftRecords',
  'canDeleteCraftRecords',
  'isPlantPersonnel',
  'isSiteAdmin',
  'canRouteAwaiting',
];

/**
 * These flags on, every other off. Built on NO_PERMISSIONS, so each comparison with a parsed
 * value also checks that NO_PERMISSIONS holds every flag, off.
 */
function only(...flags: TPermissionFlag[]): TPermissions {
  return { ...NO_PERMISSIONS, ...Object.fromEntries(flags.map((f) => [f, true])) };
}

function labelNamed(label: string): TPermissionLabel {
  const found = PERMISSION_LABELS.find((l) => l.label === label);
  if (!found) throw new Error(`no permission label "${label}"`);
  return found;
}

describe('permission flags', () => {
  it('parse a missing flag as false: the ten flags of the spec plus canRouteAwaiting', () => {
    expect(ZPermissions.parse({})).toEqual({
      getsNewTaskNotifications: false,
      canEditContractorDetails: false,
      canCreateTasks: false,
      canUpdateTasks: false,
      canDeleteTasks: false,
      canCreateCraftRecords: false,
      canUpdateCraftRecords: false,
      canDeleteCraftRecords: false,
      isPlantPersonnel: false,
      isSiteAdmin: false,
      canRouteAwaiting: false,
    });
    expect(ZPermissions.parse({ isSiteAdmin: true })).toEqual(only('isSiteAdmin'));
  });

  it('reject a flag that is not a boolean', () => {
    expect(ZPermissions.safeParse({ canCreateTasks: 'yes' }).success).toBe(false);
  });
});

describe('permission presets', () => {
  it.each<[string, TPermissionFlag[]]>([
    [
      'foreman',
      [
        'canCreateTasks',
        'canUpdateTasks',
        'canCreateCraftRecords',
        'canUpdateCraftRecords',
        'canRouteAwaiting',
      ],
    ],
    [
      'plantUser',
      [
        'isPlantPersonnel',
        'getsNewTaskNotifications',
        'canCreateTasks',
        'canUpdateTasks',
        'canCreateCraftRecords',
        'canUpdateCraftRecords',
      ],
    ],
    ['siteAdmin', ALL_FLAGS],
  ])('%s is exactly %j', (preset, flags) => {
    expect(presetOf(only(...flags))).toBe(preset);
  });

  it.each(ALL_FLAGS)('a site admin without %s matches no preset', (flag) => {
    expect(presetOf({ ...only(...ALL_FLAGS), [flag]: false })).toBeNull();
  });

  it.each([
    ['no permissions', NO_PERMISSIONS, null],
    ['foreman plus delete', { ...PERMISSION_PRESETS.foreman, canDeleteTasks: true }, null],
    ['plant user minus notifications', only('isPlantPersonnel', 'canCreateTasks'), null],
  ])('presetOf(%s) is $2', (_case, permissions, expected) => {
    expect(presetOf(permissions)).toBe(expected);
  });
});

describe('permission labels', () => {
  it.each<[string, TPermissionFlag[]]>([
    ['Add New Requests', ['canCreateTasks', 'canCreateCraftRecords']],
    ['Delete Requests (created by others)', ['canDeleteTasks', 'canDeleteCraftRecords']],
    ['Edit Requests (created by others)', ['canUpdateTasks', 'canUpdateCraftRecords']],
    ['Notified For Awaiting Requests', ['getsNewTaskNotifications']],
    ['Contractor Employee', ['canEditContractorDetails']],
    ['Plant Employee', ['isPlantPersonnel']],
    ['Route Awaiting', ['canRouteAwaiting']],
  ])('"%s" switches on %j', (label, flags) => {
    expect(setLabel(NO_PERMISSIONS, labelNamed(label), true)).toEqual(only(...flags));
  });

  const addNew = labelNamed('Add New Requests');

  it.each([
    ['both flags on', only('canCreateTasks', 'canCreateCraftRecords'), true],
    ['one flag on', only('canCreateTasks'), false],
    ['no flag on', NO_PERMISSIONS, false],
  ])('shows Add New Requests on only when every flag is on (%s)', (_case, permissions, on) => {
    expect(isLabelOn(permissions, addNew)).toBe(on);
  });

  it('switching a label on sets its flags and keeps the others', () => {
    const next = setLabel(only('isPlantPersonnel', 'canCreateTasks'), addNew, true);
    expect(next).toEqual(only('isPlantPersonnel', 'canCreateTasks', 'canCreateCraftRecords'));
  });

  it('switching a label off clears its flags and keeps the others', () => {
    const next = setLabel(PERMISSION_PRESETS.siteAdmin, addNew, false);
    expect(next).toEqual({
      ...PERMISSION_PRESETS.siteAdmin,
      canCreateTasks: false,
      canCreateCraftRecords: false,
    });
  });
});
