import { useMemo } from 'react';
import { useSnackbar } from 'notistack';
import { errorMessage } from './errors';

/** Snackbar messages: `notify.success(text)`, `notify.error(errorOrText)`. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      error: (error: unknown) =>
        enqueueSnackbar(typeof error === 'string' ? error : errorMessage(error), {
          variant: 'error',
        }),
    }),
    [enqueueSnackbar],
  );
}
