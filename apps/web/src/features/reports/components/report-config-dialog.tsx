import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import {
  REPORT_FREQUENCIES,
  ZReportConfigInput,
  type TPaperSize,
  type TReportConfigRow,
  type TReportFrequency,
  type TReportOptions,
  type TReportType,
  type TReportTypeInfo,
} from '@craftwork/domain/reports/report-types';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useNotify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSaveReportConfig } from '../api/reports';
import { EMPTY_OPTIONS, optionsForType } from '../utils/report-options';
import { PaperAndBrandFields, ReportTypeField } from './report-common-fields';
import { ReportOptionsFields } from './report-options-fields';

type TReportConfigDialogProps = {
  open: boolean;
  /** The configuration to edit; a new one when null. */
  config: TReportConfigRow | null;
  types: readonly TReportTypeInfo[];
  timeZone: string;
  onClose: () => void;
};

type TFieldErrors = Partial<Record<'name' | 'type' | 'sendTime' | 'options', string>>;

/** New configuration and Edit configuration: what to send, how often and when. */
export function ReportConfigDialog(props: TReportConfigDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={720}>
      {(titleId, onPending) => (
        <ReportConfigForm {...props} titleId={titleId} onPending={onPending} />
      )}
    </FormDialog>
  );
}

function ReportConfigForm({
  config,
  types,
  timeZone,
  onClose,
  titleId,
  onPending,
}: TReportConfigDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const save = useSaveReportConfig();
  const [name, setName] = useState(config?.name ?? '');
  const [type, setType] = useState<TReportType | null>(config?.type ?? types[0]?.type ?? null);
  const [frequency, setFrequency] = useState<TReportFrequency>(config?.frequency ?? 'weekly');
  const [sendTime, setSendTime] = useState(config?.sendTime ?? '06:00');
  const [options, setOptions] = useState<TReportOptions>(config?.options ?? EMPTY_OPTIONS);
  const [paperSize, setPaperSize] = useState<TPaperSize>(config?.paperSize ?? 'Letter');
  const [subscribed, setSubscribed] = useState(config?.subscribed ?? true);
  const [whiteLabel, setWhiteLabel] = useState(config?.whiteLabel ?? false);
  const [touched, setTouched] = useState(false);

  const parsed = ZReportConfigInput.safeParse({
    id: config?.id ?? null,
    name,
    type,
    frequency,
    sendTime,
    paperSize,
    subscribed,
    whiteLabel,
    options: type ? optionsForType(type, options, false) : EMPTY_OPTIONS,
  });
  const errors: TFieldErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'name' || key === 'type' || key === 'sendTime' || key === 'options')
        errors[key] ??= issue.message;
    }
  const show = (key: keyof TFieldErrors) => (touched ? errors[key] : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || save.isPending) return;
    onPending(true);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(config ? t('config.saved') : t('config.created'));
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
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>
        {config ? t('config.editTitle') : t('config.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('config.name')}
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(show('name'))}
            helperText={show('name')}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
            fullWidth
          />
          <ReportTypeField types={types} value={type} onChange={setType} />
          {type && (
            <ReportOptionsFields
              type={type}
              value={options}
              onChange={setOptions}
              withDateRange={false}
              timeZone={timeZone}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={t('config.frequency')}
              value={frequency}
              onChange={(event) => {
                const next = REPORT_FREQUENCIES.find((f) => f === event.target.value);
                if (next) setFrequency(next);
              }}
              helperText={t(`config.period.${frequency}`)}
              sx={{ width: { xs: '100%', sm: 260 } }}
            >
              {REPORT_FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {t(`frequency.${f}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="time"
              size="small"
              label={t('config.sendTime')}
              value={sendTime}
              onChange={(event) => setSendTime(event.target.value)}
              error={Boolean(show('sendTime'))}
              helperText={show('sendTime') ?? t('config.timeZoneHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              sx={{ width: { xs: '100%', sm: 200 } }}
            />
          </Stack>
          <PaperAndBrandFields
            paperSize={paperSize}
            onPaperSize={setPaperSize}
            whiteLabel={whiteLabel}
            onWhiteLabel={setWhiteLabel}
          />
          <FormControlLabel
            control={
              <Switch
                checked={subscribed}
                onChange={(event) => setSubscribed(event.target.checked)}
              />
            }
            label={t('config.subscribed')}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        isPending={save.isPending}
        canSave={parsed.success || !touched}
      />
    </form>
  );
}
