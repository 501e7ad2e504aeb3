import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useFeedbackList, useSetFeedbackHandled, type TFeedbackRow } from '../api/feedback';

function FeedbackItem({ row, timeZone }: { row: TFeedbackRow; timeZone: string }) {
  const { t } = useTranslation('field');
  const { listDateTime } = useFormat();
  const notify = useNotify();
  const setHandled = useSetFeedbackHandled();
  const titleId = `feedback-${row.id}`;
  const handled = setHandled.isPending
    ? (setHandled.variables?.handled ?? row.handled)
    : row.handled;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      // A handled item is tinted, not faded: faded grey text falls under 4.5:1 (WCAG 1.4.3).
      sx={{ p: 2, listStyle: 'none', bgcolor: handled ? 'action.hover' : undefined }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Chip
            size="small"
            label={t(`feedback.categories.${row.category}`)}
            color={row.category === 'Bug' ? 'warning' : 'default'}
          />
          <Typography id={titleId} variant="subtitle2" component="h3">
            {row.senderName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {listDateTime(row.createdAt, timeZone)}
          </Typography>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={handled}
              disabled={setHandled.isPending}
              onChange={(_event, checked) =>
                setHandled.mutate(
                  { id: row.id, handled: checked },
                  { onError: (error) => notify.error(error) },
                )
              }
            />
          }
          label={t('feedback.list.handled')}
        />
      </Stack>
      <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.message}
      </Typography>
    </Paper>
  );
}

/** The site's feedback for its admins: newest first, each with its Handled switch. */
export function FeedbackList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('field');
  const query = useFeedbackList();
  return (
    <Box component="section" aria-labelledby="feedback-list-title">
      <Typography id="feedback-list-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('feedback.list.title')}
      </Typography>
      {query.isPending ? <LinearProgress aria-label={t('feedback.list.loading')} /> : null}
      {query.error ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <Typography color="text.secondary">{t('feedback.list.empty')}</Typography>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
          aria-label={t('feedback.list.title')}
        >
          {query.data.map((row) => (
            <FeedbackItem key={row.id} row={row} timeZone={timeZone} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
