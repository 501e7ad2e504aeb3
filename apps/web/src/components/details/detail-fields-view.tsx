import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { detailVisibleOnRead, type TDetails } from '@craftwork/domain/details/fields';
import type { TDetailFieldConfig } from '@craftwork/domain/site/site';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import { formatDetailValue, hasUserFields, type TDetailValueText } from './detail-values';
import { useSiteUsers } from './use-site-users';

type TDetailFieldsViewProps = {
  fields: readonly TDetailFieldConfig[];
  details: TDetails;
  timeZone: string;
  siteKey: string;
  /** Shown when no field is shown. */
  emptyText: string;
  /**
   * The task card hides a field whose key is absent or equals its default (detailVisibleOnRead);
   * the craft record page lists every configured field, blank ones as '—'.
   */
  showAll?: boolean;
};

/** The read view of dynamic details: each field's title and value. */
export function DetailFieldsView({
  fields,
  details,
  timeZone,
  siteKey,
  emptyText,
  showAll = false,
}: TDetailFieldsViewProps) {
  const { t } = useTranslation('records');
  const format = useFormat();
  const text: TDetailValueText = {
    yes: t('details.yes'),
    no: t('details.no'),
    unavailable: t('empty.unavailable'),
    money: format.money,
    dateTime: format.timeline,
  };
  const users = useSiteUsers(siteKey, hasUserFields(fields));
  const shown = showAll ? fields : fields.filter((f) => detailVisibleOnRead(f, details));
  if (shown.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {shown.map((field) => (
        <Box key={field.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.title}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {formatDetailValue(field, details[field.key], timeZone, text, users.data) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
