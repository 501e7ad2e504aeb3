import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  ZGenerateReportInput,
  type TPaperSize,
  type TReportOptions,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useGenerateReport, useReportTypes } from '../api/reports';
import { initialOptions, optionsForType } from '../utils/report-options';
import { PaperAndBrandFields, ReportTypeField } from './report-common-fields';
import { ReportOptionsFields } from './report-options-fields';

type TGenerateReportDialogProps = { open: boolean; timeZone: string; onClose: () => void };

/** Generate Report: a type, the options it uses, paper size and white label. */
export function GenerateReportDialog(props: TGenerateReportDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={720}>
      {(titleId, onPending) => (
        <GenerateReportForm {...props} titleId={titleId} onPending={onPending} />
      )}
    </FormDialog>
  );
}

/** The first error of a path under options (e.g. the date range's). */
function rangeErrorOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues.find((i) => i.path[0] === 'options' && (i.path[1] === 'from' || i.path[1] === 'to'))
    ?.message;
}

function GenerateReportForm({
  timeZone,
  onClose,
  titleId,
  onPending,
}: TGenerateReportDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const types = useReportTypes();
  const generate = useGenerateReport();
  const [type, setType] = useState<TReportType | null>(null);
  const [options, setOptions] = useState<TReportOptions>(() =>
    initialOptions(new Date(), timeZone),
  );
  const [paperSize, setPaperSize] = useState<TPaperSize>('Letter');
  const [whiteLabel, setWhiteLabel] = useState(false);

  const list = types.data ?? [];
  const chosen = type ?? list[0]?.type ?? null;
  const parsed = chosen
    ? ZGenerateReportInput.safeParse({
        type: chosen,
        options: optionsForType(chosen, options, true),
        paperSize,
        whiteLabel,
      })
    : null;
  const rangeError = parsed && !parsed.success ? rangeErrorOf(parsed.error.issues) : undefined;
  const pending = generate.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.success || pending) return;
    onPending(true);
    generate.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('generate.queued'));
        onPending(false);
        onClose();
      },
      onError: (error) => {
        notify.error(error);
        onPending(false);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <DialogTitle id={titleId}>{t('generate.title')}</DialogTitle>
      <DialogContent>
        {types.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('generate.loadingTypes')} />
          </Box>
        )}
        {types.isError && (
          <RetryAlert onRetry={() => void types.refetch()}>{errorText(types.error)}</RetryAlert>
        )}
        {chosen && (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ReportTypeField types={list} value={chosen} onChange={setType} />
            <ReportOptionsFields
              type={chosen}
              value={options}
              onChange={setOptions}
              withDateRange
              timeZone={timeZone}
              rangeError={rangeError}
            />
            <PaperAndBrandFields
              paperSize={paperSize}
              onPaperSize={setPaperSize}
              whiteLabel={whiteLabel}
              onWhiteLabel={setWhiteLabel}
            />
          </Stack>
        )}
        <Box role="status" sx={VISUALLY_HIDDEN_SX}>
          {pending ? t('generate.generating') : ''}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('generate.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!parsed?.success || pending}
          loading={pending}
          loadingPosition="start"
        >
          {t('generate.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
