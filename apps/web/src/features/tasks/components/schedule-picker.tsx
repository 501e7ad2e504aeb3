import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  canPickDate,
  formatScheduleTime,
  pickScheduleDay,
  pickScheduleOption,
  pickScheduleTime,
  SCHEDULE_OPTION_LABELS,
  SCHEDULE_OPTIONS,
  schedulePickerSelection,
  scheduleSummary,
  type TScheduleOption,
  type TSchedulePicker,
} from '@craftwork/domain/tasks/scheduling';
import { siteDateKey } from '@craftwork/domain/time/site-time';

/** Shown when a past day is typed in while the site does not allow it. */
export const PAST_DAY_MESSAGE = 'Please pick today or a later day';

type TSchedulePickerProps = {
  value: TSchedulePicker;
  onChange: (value: TSchedulePicker) => void;
  /** offeredScheduleOptions for the task's craft and task type. */
  options: readonly TScheduleOption[];
  timeZone: string;
  allowPast: boolean;
  idPrefix: string;
  now?: Date;
};

/** Whether the picker holds a selection that may be saved. */
export function isSchedulePickerValid(
  value: TSchedulePicker,
  timeZone: string,
  allowPast: boolean,
  now: Date = new Date(),
): boolean {
  if (value.option) return true;
  return value.day !== null && canPickDate(value.day, now, timeZone, allowPast);
}

/**
 * The schedule picker: a calendar day and a 12-hour time (in the site's time zone), or one of
 * the radio options the site offers, and the summary line. A changed day resets the time to
 * 7:00 am; picking a day or a time clears the option.
 */
export function SchedulePicker({
  value,
  onChange,
  options,
  timeZone,
  allowPast,
  idPrefix,
  now = new Date(),
}: TSchedulePickerProps) {
  const today = siteDateKey(now, timeZone);
  const isPastDay =
    value.option === null &&
    value.day !== null &&
    !canPickDate(value.day, now, timeZone, allowPast);
  const summary = scheduleSummary(schedulePickerSelection(value, timeZone), timeZone);
  const offered = SCHEDULE_OPTIONS.filter((o) => options.includes(o));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-day`}
          label="Date"
          type="date"
          value={value.day ?? ''}
          onChange={(event) => {
            if (event.target.value) onChange(pickScheduleDay(value, event.target.value));
          }}
          error={isPastDay}
          helperText={isPastDay ? PAST_DAY_MESSAGE : ' '}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: allowPast ? undefined : today },
          }}
          fullWidth
        />
        <TextField
          id={`${idPrefix}-time`}
          label="Time"
          type="time"
          value={value.time}
          onChange={(event) => {
            if (event.target.value) onChange(pickScheduleTime(value, event.target.value));
          }}
          helperText={formatScheduleTime(value.time)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          fullWidth
        />
      </Stack>
      {offered.length > 0 && (
        <FormControl>
          <FormLabel id={`${idPrefix}-options-label`}>Or mark the task as</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${idPrefix}-options-label`}
            value={value.option ?? ''}
            onChange={(event) =>
              onChange(pickScheduleOption(value, event.target.value as TScheduleOption))
            }
          >
            {offered.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={SCHEDULE_OPTION_LABELS[option]}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {summary}
      </Typography>
    </Stack>
  );
}
