import { useMemo } from 'react';
import { showSnackbar } from '../../../components/ui/snackbar-queue';
import { useTranslation } from '../../../lib/i18n/i18n';
import { isHttpClientError, reportError } from '../../../lib/errors';
import { errorText } from '../../../lib/i18n/error-text';

/** Snackbars raised on the task card stay 10 s (spec part 2, section 9). */
export const TASK_CARD_SNACKBAR_MS = 10_000;

/**
 * The text of a failed task call: the server's message when it wrote one for the user (a
 * refused status, a permission), else the given fallback ('Error trying to save this task.').
 */
export function taskErrorText(error: unknown, fallback: string): string {
  if (isHttpClientError(error)) return errorText(error);
  reportError(error);
  return fallback;
}

/** The task card's snackbars: success in green, warnings, errors in dark red; all 10 s. */
export function useTaskNotify() {
  const { t } = useTranslation('tasks');
  return useMemo(() => {
    const autoHideDuration = TASK_CARD_SNACKBAR_MS;
    return {
      success: (message: string) => showSnackbar({ message, autoHideDuration, variant: 'success' }),
      warning: (message: string) => showSnackbar({ message, autoHideDuration, variant: 'warning' }),
      error: (error: unknown, fallback?: string) =>
        showSnackbar({
          message: taskErrorText(error, fallback ?? t('messages.taskSaveFailed')),
          autoHideDuration,
          variant: 'error',
        }),
    };
  }, [t]);
}
