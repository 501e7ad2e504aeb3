import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TKpiConfig } from '@craftwork/domain/kpis/config';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useKpiConfig, useResetKpiConfig, useUpdateKpiConfig } from '../api/kpi-config';
import { useKpiCardsDraft } from '../hooks/use-kpi-cards-draft';
import { KpiCardRow } from './kpi-card-row';

/** Site settings' KPI cards tab: the dashboard's cards, one row each in card order. */
export function KpiCardsTab() {
  const config = useKpiConfig();
  if (config.isPending) return <InlineLoader />;
  if (config.isError) {
    return <RetryAlert onRetry={() => void config.refetch()}>{errorText(config.error)}</RetryAlert>;
  }
  return <KpiCardsSection config={config.data} />;
}

/**
 * The cards' form: Save sends only the changed fields (held until every change is valid) and
 * keeps every edit when it fails; Discard changes drops them; Restore defaults, once confirmed,
 * puts every card back as the catalogue has it.
 */
function KpiCardsSection({ config }: { config: TKpiConfig }) {
  const { t } = useTranslation('kpis');
  const draft = useKpiCardsDraft(config);
  const update = useUpdateKpiConfig();
  const restore = useResetKpiConfig();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || restore.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.dirty || !draft.valid || busy) return;
    restore.reset();
    update.mutate(draft.changes, {
      onSuccess: () => {
        draft.reset();
        notify.success(t('config.saved'));
      },
    });
  };

  const onRestore = () => {
    update.reset();
    restore.mutate(
      {},
      {
        onSuccess: () => {
          draft.reset();
          setConfirming(false);
          notify.success(t('config.restored'));
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const failure = update.error ?? restore.error;
  return (
    <Stack
      component="form"
      aria-label={t('config.formLabel')}
      noValidate
      spacing={1}
      onSubmit={onSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('config.intro')}
      </Typography>
      <Stack divider={<Divider flexItem />}>
        {draft.order.map((key, index) => (
          <KpiCardRow
            key={key}
            cardKey={key}
            card={draft.current[key]}
            errors={draft.errors[key]}
            targetText={draft.targetText(key)}
            actions={draft.actions}
            position={index}
            count={draft.order.length}
            disabled={busy}
          />
        ))}
      </Stack>
      {!draft.valid && <Alert severity="warning">{t('config.needsCorrection')}</Alert>}
      {failure && <Alert severity="error">{errorText(failure)}</Alert>}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Button type="submit" variant="contained" disabled={!draft.dirty || !draft.valid || busy}>
          {update.isPending ? t('config.saving') : t('config.save')}
        </Button>
        <Button
          type="button"
          disabled={!draft.dirty || busy}
          onClick={() => {
            update.reset();
            draft.reset();
          }}
        >
          {t('config.discard')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" color="error" disabled={busy} onClick={() => setConfirming(true)}>
          {t('config.restore')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('config.restoreTitle')}
        message={t('config.restoreMessage')}
        okText={t('config.restore')}
        isPending={restore.isPending}
        onConfirm={onRestore}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
