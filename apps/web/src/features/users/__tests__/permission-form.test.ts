import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  PERMISSION_LABELS,
  PERMISSION_PRESETS,
  isLabelOn,
} from '@craftwork/domain/access/permissions';
import {
  companyMissing,
  formOf,
  permissionFormReducer,
  selectedPreset,
  type TPermissionForm,
} from '../hooks/permission-form';

const label = (name: string) => PERMISSION_LABELS.find((l) => l.label === name)!;
const blank: TPermissionForm = {
  approved: false,
  flags: NO_PERMISSIONS,
  companyId: null,
  defaultLocationId: null,
};

describe('the permission switches and the preset selector', () => {
  it.each(['foreman', 'plantUser', 'siteAdmin'] as const)(
    'choosing %s sets the switches and the selector shows it',
    (preset) => {
      const form = permissionFormReducer(blank, { type: 'preset', preset });
      expect(form.flags).toEqual(PERMISSION_PRESETS[preset]);
      expect(selectedPreset(form)).toBe(preset);
      for (const l of PERMISSION_LABELS)
        expect(isLabelOn(form.flags, l)).toBe(l.flags.every((f) => PERMISSION_PRESETS[preset][f]));
    },
  );

  it.each([
    ['foreman', 'Route Awaiting', false],
    ['foreman', 'Plant Employee', true],
    ['plantUser', 'Notified For Awaiting Requests', false],
    ['siteAdmin', 'Delete Requests (created by others)', false],
  ] as const)('%s with %s turned %s shows Custom', (preset, name, on) => {
    const chosen = permissionFormReducer(blank, { type: 'preset', preset });
    const changed = permissionFormReducer(chosen, { type: 'label', label: label(name), on });
    expect(selectedPreset(changed)).toBe('custom');
    const back = permissionFormReducer(changed, { type: 'label', label: label(name), on: !on });
    expect(selectedPreset(back)).toBe(preset);
  });

  it('switching the flags of Foreman on one by one lands on Foreman', () => {
    let form = blank;
    for (const name of ['Add New Requests', 'Edit Requests (created by others)', 'Route Awaiting'])
      form = permissionFormReducer(form, { type: 'label', label: label(name), on: true });
    expect(selectedPreset(form)).toBe('foreman');
  });

  it('keeps approval, company and default location apart from the flags', () => {
    let form = permissionFormReducer(blank, { type: 'approved', on: true });
    form = permissionFormReducer(form, { type: 'company', companyId: 'c1' });
    form = permissionFormReducer(form, { type: 'defaultLocation', locationId: 'l1' });
    form = permissionFormReducer(form, { type: 'preset', preset: 'foreman' });
    expect(form).toMatchObject({ approved: true, companyId: 'c1', defaultLocationId: 'l1' });
  });

  it('asks for a company unless the user is plant personnel', () => {
    const foreman = permissionFormReducer(blank, { type: 'preset', preset: 'foreman' });
    expect(companyMissing(foreman)).toBe(true);
    expect(companyMissing({ ...foreman, companyId: 'c1' })).toBe(false);
    const plant = permissionFormReducer(foreman, {
      type: 'label',
      label: label('Plant Employee'),
      on: true,
    });
    expect(companyMissing(plant)).toBe(false);
  });

  it('fills missing stored flags as off', () => {
    const form = formOf({
      approved: true,
      permissions: { canCreateTasks: true },
      companyId: null,
      defaultLocationId: null,
    });
    expect(form.flags).toEqual({ ...NO_PERMISSIONS, canCreateTasks: true });
  });
});
