import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TKpiStanding } from '@craftwork/domain/kpis/dashboard';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useKpiStanding } from '../api/kpis';

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: { xs: '1 1 140px', sm: '0 0 240px' } }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      {value === null ? (
        <Skeleton width={60} height={40} />
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      )}
    </Paper>
  );
}

/** The two standing figures; -- when there is no data (spec 2.5). */
export function StandingFigures({ standing }: { standing: TKpiStanding | undefined }) {
  const { t } = useTranslation('kpis');
  const format = useFormat();
  return (
    <Stack
      component="section"
      aria-label={t('dashboard.standingLabel')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 3 }}
    >
      <Figure
        label={t('dashboard.totalStanding')}
        value={standing ? format.kpi(standing.total, { type: 'total', precision: 0 }) : null}
      />
      <Figure
        label={t('dashboard.averageDaysStanding')}
        value={standing ? format.standing(standing.averageDays) : null}
      />
    </Stack>
  );
}

/** The standing-scaffolds summary at the top of the dashboard, live. */
export function StandingSummary() {
  const { t } = useTranslation('common');
  const query = useKpiStanding();
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} sx={{ mb: 3 }} retryLabel={t('retry')}>
        {errorText(query.error)}
      </RetryAlert>
    );
  }
  return <StandingFigures standing={query.data} />;
}
