import {
  NO_PERMISSIONS,
  PERMISSION_PRESETS,
  presetOf,
  setLabel,
  type TPermissionLabel,
  type TPermissionPreset,
  type TPermissions,
} from '@craftwork/domain/access/permissions';
import { needsCompany } from '@craftwork/domain/admin/users';

/** What the User Roles & Permissions page edits. */
export type TPermissionForm = {
  approved: boolean;
  flags: TPermissions;
  companyId: string | null;
  defaultLocationId: string | null;
};

export type TPermissionFormAction =
  | { type: 'approved'; on: boolean }
  | { type: 'preset'; preset: TPermissionPreset }
  | { type: 'label'; label: TPermissionLabel; on: boolean }
  | { type: 'company'; companyId: string | null }
  | { type: 'defaultLocation'; locationId: string | null }
  | { type: 'reset'; form: TPermissionForm };

export const CUSTOM_PRESET = 'custom';

/** Choosing a preset sets every switch; a switch sets the flags behind its label. */
export function permissionFormReducer(
  form: TPermissionForm,
  action: TPermissionFormAction,
): TPermissionForm {
  switch (action.type) {
    case 'approved':
      return { ...form, approved: action.on };
    case 'preset':
      return { ...form, flags: { ...PERMISSION_PRESETS[action.preset] } };
    case 'label':
      return { ...form, flags: setLabel(form.flags, action.label, action.on) };
    case 'company':
      return { ...form, companyId: action.companyId };
    case 'defaultLocation':
      return { ...form, defaultLocationId: action.locationId };
    case 'reset':
      return action.form;
  }
}

/** The selector's value: the preset the switches match, else Custom. */
export function selectedPreset(form: TPermissionForm): TPermissionPreset | typeof CUSTOM_PRESET {
  return presetOf(form.flags) ?? CUSTOM_PRESET;
}

/** The page's form from a member as stored. */
export function formOf(user: {
  approved: boolean;
  permissions: Partial<TPermissions>;
  companyId: string | null;
  defaultLocationId: string | null;
}): TPermissionForm {
  return {
    approved: user.approved,
    flags: { ...NO_PERMISSIONS, ...user.permissions },
    companyId: user.companyId,
    defaultLocationId: user.defaultLocationId,
  };
}

/** The save is refused without a company for users who are not plant personnel. */
export function companyMissing(form: TPermissionForm): boolean {
  return needsCompany(form.flags, form.companyId);
}
