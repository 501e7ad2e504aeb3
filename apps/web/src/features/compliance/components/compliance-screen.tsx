import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { COMPLIANCE_MESSAGES } from '@craftwork/domain/compliance/compliance';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useComplianceSummary, useSetDigestSubscription } from '../api/compliance';
import { IdleTable } from './idle-table';
import { OverdueTable } from './overdue-table';

export const COMPLIANCE_TABS = ['overdue', 'idle', 'waiting'] as const;
type TComplianceTab = (typeof COMPLIANCE_TABS)[number];

/**
 * /compliance: standing scaffolds overdue for inspection, idle scaffolds and the tasks waiting
 * for a scaffold (given by the route), in tabs kept in the address (`?tab=`), with the site's
 * settings in a line and a plant user's switch for the daily e-mail.
 */
export function ComplianceScreen({
  timeZone,
  waitingList,
}: {
  timeZone: string;
  /** The Waiting for scaffold tab's content. */
  waitingList: ReactNode;
}) {
  const summary = useComplianceSummary();
  const subscribe = useSetDigestSubscription();
  const notify = useNotify();
  const { t } = useTranslation('compliance');
  const { money } = useFormat();
  const [params, setParams] = useSearchParams();
  const current: TComplianceTab =
    COMPLIANCE_TABS.find((tab) => tab === params.get('tab')) ?? 'overdue';
  const data = summary.data;

  return (
    <Stack spacing={2}>
      {summary.isError ? (
        <RetryAlert onRetry={() => void summary.refetch()}>{errorText(summary.error)}</RetryAlert>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {data ? (
              t('settingsLine', {
                interval: data.settings.inspectionIntervalDays,
                idle: data.settings.idleDays,
                hasCost: data.settings.idleCostCentsPerDay > 0 ? 'yes' : 'no',
                cost: money(data.settings.idleCostCentsPerDay),
              })
            ) : (
              <Skeleton width={280} />
            )}
          </Typography>
          {data?.digest.canSubscribe && (
            <FormControlLabel
              control={
                <Switch
                  checked={data.digest.subscribed}
                  disabled={subscribe.isPending}
                  onChange={(event) =>
                    subscribe.mutate(
                      { subscribed: event.target.checked },
                      {
                        onSuccess: (r) =>
                          notify.success(
                            r.subscribed
                              ? COMPLIANCE_MESSAGES.subscribed
                              : COMPLIANCE_MESSAGES.unsubscribed,
                          ),
                        onError: (error) => notify.error(error),
                      },
                    )
                  }
                />
              }
              label={t('digestSwitch')}
            />
          )}
        </Stack>
      )}
      <Tabs
        value={current}
        onChange={(_, tab: TComplianceTab) =>
          setParams(
            (p) => {
              p.set('tab', tab);
              return p;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="overdue"
          label={data ? t('tabs.overdueCount', { count: data.overdue }) : t('tabs.overdue')}
          id="compliance-tab-overdue"
          aria-controls="compliance-panel"
        />
        <Tab
          value="idle"
          label={data ? t('tabs.idleCount', { count: data.idle }) : t('tabs.idle')}
          id="compliance-tab-idle"
          aria-controls="compliance-panel"
        />
        <Tab
          value="waiting"
          label={t('tabs.waiting')}
          id="compliance-tab-waiting"
          aria-controls="compliance-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="compliance-panel" aria-labelledby={`compliance-tab-${current}`}>
        {current === 'overdue' && <OverdueTable timeZone={timeZone} />}
        {current === 'idle' && (
          <IdleTable
            idleDays={data?.settings.idleDays ?? 14}
            hasCost={(data?.settings.idleCostCentsPerDay ?? 0) > 0}
          />
        )}
        {current === 'waiting' && waitingList}
      </Box>
    </Stack>
  );
}
