import { useMemo } from 'react';
import { showSnackbar } from '../components/ui/snackbar-queue';
import { errorMessage } from './errors';

/** Snackbar messages: `notify.success(text)`, `notify.error(errorOrText)`. */
export function useNotify() {
  return useMemo(
    () => ({
      success: (message: string) => showSnackbar({ message, variant: 'success' }),
      error: (error: unknown) =>
        showSnackbar({
          message: typeof error === 'string' ? error : errorMessage(error),
          variant: 'error',
        }),
    }),
    [],
  );
}
