import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isDetailRequired } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { DetailFieldInput, DetailFieldStack } from './detail-field-input';

type TDetailFormFieldsProps<TValues extends FieldValues> = {
  fields: readonly TDetailFieldConfig[];
  /** The form value holding the details map; each field is `${name}.${field.key}`. */
  name: Path<TValues>;
  control: Control<TValues>;
  /** Required marks follow the fields required on this status (see isDetailRequired). */
  status?: number;
  timeZone: string;
  siteKey: string;
};

/**
 * The dynamic detail inputs bound to a react-hook-form form, one controller per field, so that
 * the form validates on blur and focuses the first field in error (the create-task wizard).
 */
export function DetailFormFields<TValues extends FieldValues>({
  fields,
  name,
  control,
  status,
  timeZone,
  siteKey,
}: TDetailFormFieldsProps<TValues>) {
  return (
    <DetailFieldStack
      fields={fields}
      siteKey={siteKey}
      renderField={(field, users) => (
        <Controller
          key={field.key}
          control={control}
          name={`${name}.${field.key}` as Path<TValues>}
          render={({ field: input, fieldState }) => (
            <DetailFieldInput
              field={field}
              id={`${name}-${field.key}`}
              name={input.name}
              inputRef={input.ref}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={fieldState.error?.message}
              required={isDetailRequired(field, status)}
              timeZone={timeZone}
              users={users}
            />
          )}
        />
      )}
    />
  );
}
