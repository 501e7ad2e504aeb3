import { useCallback, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { isRefusal } from '../../lib/error-reason';
import { useNotify } from '../../lib/notify';

/**
 * Restoring deleted rows: the success message, the Cannot be Restored dialog for that
 * refusal, any other error in a snackbar (reported when unexpected). Several rows may be
 * restored at once; each answer is handled.
 */
export function useRestoreAction<R extends { id: string; refPath: string }>(
  mutation: UseMutationResult<unknown, Error, { refPath: string }>,
  successMessage: string,
) {
  const notify = useNotify();
  const [restoringIds, setRestoringIds] = useState<ReadonlySet<string>>(new Set());
  const [conflict, setConflict] = useState<string | null>(null);

  const { mutateAsync } = mutation;
  const restore = useCallback(
    (row: R) => {
      setRestoringIds((ids) => new Set(ids).add(row.id));
      mutateAsync({ refPath: row.refPath })
        .then(
          () => notify.success(successMessage),
          (error: unknown) => {
            if (isRefusal(error, ERROR_REASONS.cannotBeRestored) && error instanceof Error)
              setConflict(error.message);
            else notify.error(error);
          },
        )
        .finally(() =>
          setRestoringIds((ids) => {
            const next = new Set(ids);
            next.delete(row.id);
            return next;
          }),
        );
    },
    [mutateAsync, notify, successMessage],
  );

  return { restore, restoringIds, conflict, closeConflict: () => setConflict(null) };
}
