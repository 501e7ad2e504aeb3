import { useState } from 'react';
import Typography from '@mui/material/Typography';
import {
  detailFieldError,
  detailFormDefaults,
  type TDetails,
} from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useTranslation } from '../../../../lib/i18n/i18n';
import { DetailFieldsEditor } from '../../../../components/details/detail-fields-editor';

/**
 * The form as people will see it, with the shared detail inputs: each field's default, the
 * values tried here checked as a save would check them.
 */
export function FieldPreview({
  fields,
  siteKey,
  timeZone,
}: {
  fields: readonly TDetailFieldConfig[];
  siteKey: string;
  timeZone: string;
}) {
  const { t } = useTranslation('admin');
  const [tried, setTried] = useState<TDetails>({});
  // A key left blank or used twice is not shown until it is fixed.
  const shown = fields.filter(
    (f, i) => f.key !== '' && fields.findIndex((g) => g.key === f.key) === i,
  );
  if (shown.length === 0) {
    return <Typography color="text.secondary">{t('detailFields.list.previewEmpty')}</Typography>;
  }
  const values = { ...detailFormDefaults(shown), ...tried };
  const errors = Object.fromEntries(
    shown
      .filter((f) => Object.hasOwn(tried, f.key))
      .map((f) => [f.key, detailFieldError(f, tried[f.key]) ?? undefined]),
  );
  return (
    <DetailFieldsEditor
      fields={shown}
      values={values}
      errors={errors}
      onChange={(key, value) => setTried((current) => ({ ...current, [key]: value }))}
      timeZone={timeZone}
      siteKey={siteKey}
      idPrefix="detail-field-preview"
    />
  );
}
