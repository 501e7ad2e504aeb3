import { useCallback } from 'react';
import type { TTaskStatusCode } from '@craftwork/domain/catalogues/task-statuses';
import { useTranslation } from './i18n';

/** A task status's name in the language the user sees now (English: the spec's names). */
export function useStatusName(): (code: TTaskStatusCode) => string {
  const { t } = useTranslation('common');
  return useCallback((code: TTaskStatusCode) => t(`taskStatus.${code}`), [t]);
}
