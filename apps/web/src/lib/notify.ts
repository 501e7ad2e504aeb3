import { useMemo } from 'react';
import { showSnackbar } from '../components/ui/snackbar-queue';
import { domainText } from './i18n/domain-text';
import { errorText } from './i18n/error-text';

/**
 * Snackbar messages: `notify.success(text)`, `notify.error(errorOrText)`. A text of the domain's
 * ("Task updated successfully.", `TASK_MESSAGES`) is shown in the user's language.
 */
export function useNotify() {
  return useMemo(
    () => ({
      success: (message: string) =>
        showSnackbar({ message: domainText(message), variant: 'success' }),
      error: (error: unknown) =>
        showSnackbar({
          message: typeof error === 'string' ? domainText(error) : errorText(error),
          variant: 'error',
        }),
    }),
    [],
  );
}
