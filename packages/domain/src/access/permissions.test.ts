import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  PERMISSION_FLAGS,
  PERMISSION_LABELS,
  PERMISSION_PRESETS,
  ZPermissions,
  isLabelOn,
  presetOf,
  setLabel,
} from './permissions.ts';
import type { TPermissionFlag, TPermissions } from './permissions.ts';

function only(...flags: TPermissionFlag[]): TPermissions {
  return { ...NO_PERMISSIONS, ...Object.fromEntries(flags.map((f) => [f, true])) };
}

describe('permission flags', () => {
  it('are the ten flags of the spec plus canRouteAwaiting', () => {
    expect(PERMISSION_FLAGS).toEqual([
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
    ]);
  });

  it('parse a missing flag as false', () => {
    expect(ZPermissions.parse({})).toEqual(NO_PERMISSIONS);
    expect(ZPermissions.parse({ isSiteAdmin: true })).toEqual(only('isSiteAdmin'));
  });

  it('reject a flag that is not a boolean', () => {
    expect(ZPermissions.safeParse({ canCreateTasks: 'yes' }).success).toBe(false);
  });

  it('NO_PERMISSIONS has every flag off', () => {
    expect(PERMISSION_FLAGS.every((f) => NO_PERMISSIONS[f] === false)).toBe(true);
  });
});

describe('permission presets', () => {
  it.each([
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
    ['siteAdmin', [...PERMISSION_FLAGS]],
  ] as const)('%s turns on exactly %j', (preset, flags) => {
    expect(PERMISSION_PRESETS[preset]).toEqual(only(...flags));
  });

  it.each([
    ['the foreman preset', PERMISSION_PRESETS.foreman, 'foreman'],
    ['the plant user preset', PERMISSION_PRESETS.plantUser, 'plantUser'],
    ['the site admin preset', PERMISSION_PRESETS.siteAdmin, 'siteAdmin'],
    ['no permissions', NO_PERMISSIONS, null],
    ['foreman plus delete', { ...PERMISSION_PRESETS.foreman, canDeleteTasks: true }, null],
    [
      'site admin minus route awaiting',
      { ...PERMISSION_PRESETS.siteAdmin, canRouteAwaiting: false },
      null,
    ],
    ['plant user minus notifications', only('isPlantPersonnel', 'canCreateTasks'), null],
  ])('presetOf(%s) is $2', (_case, permissions, expected) => {
    expect(presetOf(permissions)).toBe(expected);
  });
});

describe('permission labels', () => {
  it.each([
    ['Add New Requests', ['canCreateTasks', 'canCreateCraftRecords']],
    ['Delete Requests (created by others)', ['canDeleteTasks', 'canDeleteCraftRecords']],
    ['Edit Requests (created by others)', ['canUpdateTasks', 'canUpdateCraftRecords']],
    ['Notified For Awaiting Requests', ['getsNewTaskNotifications']],
    ['Contractor Employee', ['canEditContractorDetails']],
    ['Plant Employee', ['isPlantPersonnel']],
    ['Route Awaiting', ['canRouteAwaiting']],
  ])('"%s" stands for %j', (label, flags) => {
    expect(PERMISSION_LABELS.find((l) => l.label === label)?.flags).toEqual(flags);
  });

  it('has the seven labels in page order', () => {
    expect(PERMISSION_LABELS.map((l) => l.label)).toEqual([
      'Add New Requests',
      'Delete Requests (created by others)',
      'Edit Requests (created by others)',
      'Notified For Awaiting Requests',
      'Contractor Employee',
      'Plant Employee',
      'Route Awaiting',
    ]);
  });

  const addNew = PERMISSION_LABELS[0];
  if (!addNew) throw new Error('missing label');

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
