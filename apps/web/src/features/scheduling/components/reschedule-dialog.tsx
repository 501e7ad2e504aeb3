import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  offeredScheduleOptions,
  schedulePickerFor,
  schedulePickerSelection,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import { isSchedulePickerValid } from '../../../components/schedule/schedule-checks';
import { SchedulePicker } from '../../../components/schedule/schedule-picker';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import type { TCalendarCard, TCalendarCompany } from '../api/scheduling';
import type { TMoveRequest } from '../utils/moves';

type TRescheduleDialogProps = {
  card: TCalendarCard | null;
  site: TSiteContext;
  /** The companies the user may assign (the calendar's rows). */
  companies: readonly TCalendarCompany[];
  onClose: () => void;
  onSave: (card: TCalendarCard, request: TMoveRequest) => void;
};

/**
 * Reschedule without dragging: the schedule picker (as Edit Date shows it) and the assigned
 * company; Save makes the same move as a drop.
 */
export function RescheduleDialog({
  card,
  site,
  companies,
  onClose,
  onSave,
}: TRescheduleDialogProps) {
  // Ids are built outside the JSX, which may hold no literal text (issue 37).
  const titleId = `${useId()}-title`;
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 700 } } }}
    >
      {card && (
        <RescheduleForm
          key={card.id}
          titleId={titleId}
          card={card}
          site={site}
          companies={companies}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

function RescheduleForm({
  titleId,
  card,
  site,
  companies,
  onClose,
  onSave,
}: Omit<TRescheduleDialogProps, 'card'> & { titleId: string; card: TCalendarCard }) {
  const { t } = useTranslation('scheduling');
  const idPrefix = `reschedule-${card.id}`;
  const timeZone = site.timezone;
  const customizations = siteCustomizations(site);
  const allowPast = customizations.allowSchedulingTasksInThePast === true;
  const [picker, setPicker] = useState<TSchedulePicker>(() =>
    schedulePickerFor(
      {
        timestampScheduled: card.timestampScheduled ? new Date(card.timestampScheduled) : null,
        urgent: card.urgent,
        nextOpportunity: card.nextOpportunity,
      },
      timeZone,
    ),
  );
  const assignable = companies.filter((c) => c.craftTypes.includes(card.craftType));
  const [companyId, setCompanyId] = useState(card.assignedCompanyId ?? '');
  const options = offeredScheduleOptions({
    validTaskStatusCodes: site.validTaskStatusCodes,
    customizations,
    craftType: card.craftType,
    taskType: card.taskType,
  });
  const isValid = isSchedulePickerValid(picker, timeZone, allowPast);

  const handleSave = () => {
    const selection = schedulePickerSelection(picker, timeZone);
    if (!selection || !isValid) return;
    onSave(card, {
      choice: selection.choice,
      scheduledAt: selection.scheduledAt,
      companyId: companyId && companyId !== card.assignedCompanyId ? companyId : null,
    });
    onClose();
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('reschedule.title')}</DialogTitle>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {card.title}
            {card.craftRecordTitle ? ` (${card.craftRecordTitle})` : ''}
          </Typography>
          <SchedulePicker
            value={picker}
            onChange={setPicker}
            options={options}
            timeZone={timeZone}
            allowPast={allowPast}
            idPrefix={idPrefix}
          />
          <TextField
            select
            label={t('reschedule.company')}
            value={assignable.some((c) => c.id === companyId) ? companyId : ''}
            onChange={(event) => setCompanyId(event.target.value)}
            disabled={assignable.length <= 1}
            helperText={assignable.length <= 1 ? t('reschedule.noOtherCompany') : ' '}
          >
            {assignable.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reschedule.cancel')}</Button>
        <Button variant="contained" onClick={handleSave} disabled={!isValid}>
          {t('reschedule.save')}
        </Button>
      </DialogActions>
    </>
  );
}
