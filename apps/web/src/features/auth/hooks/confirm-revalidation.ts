import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Re-checks the confirmation when the password it must equal changes, but only once the
 * confirmation was visited: an untouched field must not be flagged before the user gets there.
 */
export function confirmRevalidation<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>,
  confirmField: Path<T>,
) {
  return {
    onChange: () => {
      if (form.getFieldState(confirmField).isTouched) void form.trigger(confirmField);
    },
  };
}
