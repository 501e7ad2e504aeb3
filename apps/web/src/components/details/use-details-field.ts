import { useMemo } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import {
  changedDetails,
  detailFormDefaults,
  type TDetails,
} from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { nestedErrorMessages } from '../../lib/form-errors';

/** A form's starting details: each field's saved value, else its default (kept across renders). */
export function useDetailDefaults(
  fields: readonly TDetailFieldConfig[],
  details: TDetails,
): TDetails {
  return useMemo(() => detailFormDefaults(fields, details), [fields, details]);
}

/**
 * The details map of a react-hook-form form, as the detail fields editor takes it: the values
 * as typed, the error of each field, and a change of one field.
 */
export function useDetailsField<TValues extends FieldValues>(
  control: Control<TValues>,
  name: Path<TValues>,
) {
  const { field, fieldState } = useController({ control, name });
  const values = field.value as TDetails;
  return {
    values,
    errors: nestedErrorMessages(fieldState.error as FieldErrors<TDetails> | undefined),
    onChange: (key: string, value: unknown) => field.onChange({ ...values, [key]: value }),
  };
}

/** The validated values of the details the user changed from `initial` (what an edit saves). */
export function changedDetailValues(
  initial: TDetails,
  edited: TDetails,
  validated: TDetails,
): TDetails {
  return Object.fromEntries(
    Object.keys(changedDetails(initial, edited)).map((key) => [key, validated[key]]),
  );
}
