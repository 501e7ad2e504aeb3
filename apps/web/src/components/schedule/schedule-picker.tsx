import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {
  formatScheduleTime,
  pickScheduleDay,
  pickScheduleOption,
  pickScheduleTime,
  SCHEDULE_OPTIONS,
  schedulePickerSelection,
  type TScheduleOption,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import { isPastDayPicked } from './schedule-checks';

type TSchedulePickerProps = {
  value: TSchedulePicker;
  onChange: (value: TSchedulePicker) => void;
  /** offeredScheduleOptions for the site, craft and task type. */
  options: readonly TScheduleOption[];
  timeZone: string;
  /** The site's allowSchedulingTasksInThePast. */
  allowPast: boolean;
  /** Makes the inputs' ids unique on the page. */
  idPrefix?: string;
  now?: Date;
  /** A form's message for the selection (a past day is explained beside the date instead). */
  error?: string;
};

const TIME = /^\d{2}:\d{2}$/;

/**
 * The schedule picker (spec part 2): a calendar day and a 12-hour time in the site's time zone
 * (7:00 am by default), or one of the radio options Urgent, Awaiting Schedule and Next
 * Opportunity as offered, with the summary line. Picking a day or a time clears the option; a
 * changed day resets the time to 7:00 am. Used by the create-task wizard and the Edit Date
 * dialog.
 */
export function SchedulePicker({
  value,
  onChange,
  options,
  timeZone,
  allowPast,
  idPrefix = 'schedule',
  now = new Date(),
  error,
}: TSchedulePickerProps) {
  const { t } = useTranslation('common');
  const { timeline } = useFormat();
  const today = siteDateKey(now, timeZone);
  const isPastDay = isPastDayPicked(value, timeZone, allowPast, now);
  // The summary line: the option picked, else the day and time (the domain's scheduleSummary).
  const selection = schedulePickerSelection(value, timeZone);
  const summary =
    selection === null
      ? ''
      : selection.choice !== 'date'
        ? t('schedule.markedAs', { option: t(`schedule.option.${selection.choice}`) })
        : selection.scheduledAt === null
          ? ''
          : t('schedule.scheduledFor', { when: timeline(selection.scheduledAt, timeZone) });
  const offered = SCHEDULE_OPTIONS.filter((o) => options.includes(o));
  // The date and time stay readable, a little faded, while an option is picked instead.
  const inputSx = { minWidth: { sm: 200 }, opacity: value.option === null ? 1 : 0.7 };

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-day`}
          label={t('schedule.date')}
          type="date"
          value={value.day ?? ''}
          onChange={(event) =>
            onChange(
              event.target.value === ''
                ? { ...value, day: null }
                : pickScheduleDay(value, event.target.value),
            )
          }
          error={isPastDay}
          helperText={isPastDay ? t('schedule.pastDay') : ' '}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: allowPast ? undefined : today },
          }}
          sx={inputSx}
        />
        <TextField
          id={`${idPrefix}-time`}
          label={t('schedule.time')}
          type="time"
          value={value.time}
          onChange={(event) => onChange(pickScheduleTime(value, event.target.value))}
          helperText={TIME.test(value.time) ? formatScheduleTime(value.time) : ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          sx={inputSx}
        />
      </Stack>
      {offered.length > 0 && (
        <FormControl>
          <FormLabel id={`${idPrefix}-options-label`}>{t('schedule.markAs')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${idPrefix}-options-label`}
            value={value.option ?? ''}
            onChange={(event) => {
              const option = SCHEDULE_OPTIONS.find((o) => o === event.target.value);
              if (option) onChange(pickScheduleOption(value, option));
            }}
          >
            {offered.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`schedule.option.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}
      >
        <EventAvailableIcon color={summary ? 'primary' : 'disabled'} aria-hidden="true" />
        <Typography role="status" aria-live="polite" variant="body2">
          {summary}
        </Typography>
        {!summary && (
          <Typography variant="body2" color="text.secondary">
            {t('schedule.pickHint')}
          </Typography>
        )}
      </Paper>
      {error && !isPastDay && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
