import { useCallback } from 'react';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { useTranslation } from './i18n';

/**
 * A craft type's name in the language the user sees now (English: the domain's names). A code
 * the catalogue lacks gets the domain's name ("Unknown"), as before.
 */
export function useCraftTypeName(): (code: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (code: number) =>
      t(`craftType.${code}` as 'craftType.10', { defaultValue: craftTypeName(code) }),
    [t],
  );
}

/** A task type's name in the language the user sees now (English: the domain's names). */
export function useTaskTypeName(): (code: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (code: number) => t(`taskType.${code}` as 'taskType.3', { defaultValue: taskTypeName(code) }),
    [t],
  );
}
