import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIMITER_LABELS,
  IMPORT_DELIMITERS,
  type TImportDelimiter,
} from '@craftwork/domain/import/delimiter';
import {
  EXISTING_RECORD_MODE_LABELS,
  EXISTING_RECORD_MODES,
  type TExistingRecordMode,
} from '@craftwork/domain/import/fields';

type TDelimiterChoiceProps = {
  delimiter: TImportDelimiter;
  /** The delimiter the server told from the file; the one shown unless the user chose another. */
  detected: TImportDelimiter;
  disabled: boolean;
  onChange: (delimiter: TImportDelimiter) => void;
};

/** How the file's columns are split: detected from the file, shown, and changeable. */
export function DelimiterChoice({
  delimiter,
  detected,
  disabled,
  onChange,
}: TDelimiterChoiceProps) {
  return (
    <TextField
      select
      size="small"
      label="Columns separated by"
      value={delimiter}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TImportDelimiter)}
      sx={{ width: { xs: '100%', sm: 280 } }}
    >
      {IMPORT_DELIMITERS.map((d) => (
        <MenuItem key={d} value={d}>
          {DELIMITER_LABELS[d]}
          {d === detected ? ' (detected)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

type TExistingChoiceProps = {
  mode: TExistingRecordMode;
  disabled: boolean;
  onChange: (mode: TExistingRecordMode) => void;
};

const MODE_HINTS: Record<TExistingRecordMode, string> = {
  skip: 'A row whose tag number a craft record of the site already has is left out.',
  update:
    'A row whose tag number a craft record of the site already has changes that record’s changed fields; blank cells change nothing.',
};

/** What a records import does with a tag number already on the site. */
export function ExistingRecordsChoice({ mode, disabled, onChange }: TExistingChoiceProps) {
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <FormLabel id={id}>Records already on the site (same tag number)</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={mode}
        onChange={(event) => onChange(event.target.value as TExistingRecordMode)}
      >
        {EXISTING_RECORD_MODES.map((m) => (
          <FormControlLabel
            key={m}
            value={m}
            control={<Radio />}
            label={EXISTING_RECORD_MODE_LABELS[m]}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {MODE_HINTS[mode]}
      </Typography>
    </Stack>
  );
}
