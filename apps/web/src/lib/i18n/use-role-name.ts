import { useCallback } from 'react';
import {
  PERMISSION_PRESET_LABELS,
  PERMISSION_PRESET_NAMES,
} from '@craftwork/domain/access/permissions';
import { CUSTOM_ROLE_LABEL } from '@craftwork/domain/admin/users';
import { useTranslation } from './i18n';

/**
 * A role in the language shown. The server names it as the domain does (`roleLabel`: a preset's
 * English label, else Custom) on the members list and an invitation, so the name is looked up by
 * that label; anything else is shown as it came.
 */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (role: string) => {
      const preset = PERMISSION_PRESET_NAMES.find(
        (name) => PERMISSION_PRESET_LABELS[name] === role,
      );
      if (preset) return t(`users.presets.${preset}`);
      return role === CUSTOM_ROLE_LABEL ? t('users.permissions.custom') : role;
    },
    [t],
  );
}
