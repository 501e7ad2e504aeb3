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
  SCHEDULE_OPTION_LABELS,
  SCHEDULE_OPTIONS,
  scheduleSummary,
  schedulePickerSelection,
  type TScheduleOption,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import { siteDateKey } from '@craftwork/domain/time/site-time';

type TSchedulePickerProps = {
  value: TSchedulePicker;
  onChange: (value: TSchedulePicker) => void;
  /** offeredScheduleOptions for the site, craft and task type. */
  options: readonly TScheduleOption[];
  timeZone: string;
  allowSchedulingTasksInThePast: boolean;
  now: Date;
  error?: string;
};

/**
 * The schedule picker (spec part 2): a calendar day, a 12-hour time (7:00 am by default) and the
 * radio options Urgent, Awaiting Schedule and Next Opportunity as offered, with the summary line.
 * Picking a day or a time clears the option; a changed day resets the time to 7:00 am.
 */
export function SchedulePicker({
  value,
  onChange,
  options,
  timeZone,
  allowSchedulingTasksInThePast,
  now,
  error,
}: TSchedulePickerProps) {
  const today = siteDateKey(now, timeZone);
  const summary = scheduleSummary(schedulePickerSelection(value, timeZone), timeZone);
  const isDateChosen = value.option === null && value.day !== null;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="schedule-day"
          label="Date"
          type="date"
          value={value.day ?? ''}
          onChange={(event) =>
            onChange(
              event.target.value === ''
                ? { ...value, day: null }
                : pickScheduleDay(value, event.target.value),
            )
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: allowSchedulingTasksInThePast ? undefined : today },
          }}
          sx={{ minWidth: 200, opacity: isDateChosen || value.option === null ? 1 : 0.7 }}
        />
        <TextField
          id="schedule-time"
          label="Time"
          type="time"
          value={value.time}
          onChange={(event) => onChange(pickScheduleTime(value, event.target.value))}
          helperText={/^\d{2}:\d{2}$/.test(value.time) ? formatScheduleTime(value.time) : ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ minWidth: 160, opacity: isDateChosen || value.option === null ? 1 : 0.7 }}
        />
      </Stack>
      <FormControl>
        <FormLabel id="schedule-option-label">Or mark the task as</FormLabel>
        <RadioGroup
          aria-labelledby="schedule-option-label"
          row
          value={value.option ?? ''}
          onChange={(event) => {
            const option = SCHEDULE_OPTIONS.find((o) => o === event.target.value);
            if (option) onChange(pickScheduleOption(value, option));
          }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={SCHEDULE_OPTION_LABELS[option]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, minHeight: 48 }}
      >
        <EventAvailableIcon color={summary ? 'primary' : 'disabled'} aria-hidden="true" />
        <Typography role="status" aria-live="polite" variant="body2">
          {summary || 'Pick a date, or mark the task with one of the options.'}
        </Typography>
      </Paper>
      {error && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
