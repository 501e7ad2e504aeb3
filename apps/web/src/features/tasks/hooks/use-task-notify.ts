import { useMemo } from 'react';
import { useSnackbar } from 'notistack';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { errorMessage, isHttpClientError, reportError } from '../../../lib/errors';

/** Snackbars raised on the task card stay 10 s (spec part 2, section 9). */
export const TASK_CARD_SNACKBAR_MS = 10_000;

/**
 * The text of a failed task call: the server's message when it wrote one for the user (a
 * refused status, a permission), else the given fallback ('Error trying to save this task.').
 */
export function taskErrorText(
  error: unknown,
  fallback: string = TASK_MESSAGES.taskSaveFailed,
): string {
  if (isHttpClientError(error)) return errorMessage(error);
  reportError(error);
  return fallback;
}

/** The task card's snackbars: success in green, warnings, errors in dark red; all 10 s. */
export function useTaskNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const options = { autoHideDuration: TASK_CARD_SNACKBAR_MS };
    return {
      success: (message: string) => enqueueSnackbar(message, { ...options, variant: 'success' }),
      warning: (message: string) => enqueueSnackbar(message, { ...options, variant: 'warning' }),
      error: (error: unknown, fallback?: string) =>
        enqueueSnackbar(taskErrorText(error, fallback), { ...options, variant: 'error' }),
    };
  }, [enqueueSnackbar]);
}
