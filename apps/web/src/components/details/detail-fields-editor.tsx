import { isDetailRequired, type TDetails } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { DetailFieldInput, DetailFieldStack } from './detail-field-input';

export type TDetailFieldsEditorProps = {
  fields: readonly TDetailFieldConfig[];
  values: TDetails;
  errors?: Readonly<Record<string, string | undefined>>;
  onChange: (key: string, value: unknown) => void;
  /** Required marks follow the fields required on this status (see isDetailRequired). */
  status?: number;
  timeZone: string;
  siteKey: string;
  /** Makes the inputs' ids unique on the page. */
  idPrefix: string;
  disabled?: boolean;
};

/**
 * The dynamic detail form (type-specific details of a task, or a site's craft details) over a
 * map of values: one input per configured field, by type. The wizard binds the same inputs to
 * its form with DetailFormFields.
 */
export function DetailFieldsEditor({
  fields,
  values,
  errors,
  onChange,
  status,
  timeZone,
  siteKey,
  idPrefix,
  disabled,
}: TDetailFieldsEditorProps) {
  return (
    <DetailFieldStack
      fields={fields}
      siteKey={siteKey}
      renderField={(field, users) => (
        <DetailFieldInput
          key={field.key}
          field={field}
          id={`${idPrefix}-${field.key}`}
          value={values[field.key]}
          onChange={(value) => onChange(field.key, value)}
          error={errors?.[field.key]}
          required={isDetailRequired(field, status)}
          disabled={disabled}
          timeZone={timeZone}
          users={users}
        />
      )}
    />
  );
}
