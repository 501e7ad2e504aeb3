import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_DELIMITERS, type TImportDelimiter } from '@craftwork/domain/import/delimiter';
import { EXISTING_RECORD_MODES, type TExistingRecordMode } from '@craftwork/domain/import/fields';
import { useTranslation } from '../../../lib/i18n/i18n';

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
  const { t } = useTranslation('imports');
  return (
    <TextField
      select
      size="small"
      label={t('delimiters.label')}
      value={delimiter}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TImportDelimiter)}
      sx={{ width: { xs: '100%', sm: 280 } }}
    >
      {IMPORT_DELIMITERS.map((d) => (
        <MenuItem key={d} value={d}>
          {d === detected
            ? t('delimiters.detected', { delimiter: t(`delimiters.${d}`) })
            : t(`delimiters.${d}`)}
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

/** What a records import does with a tag number already on the site. */
export function ExistingRecordsChoice({ mode, disabled, onChange }: TExistingChoiceProps) {
  const { t } = useTranslation('imports');
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <FormLabel id={id}>{t('existing.label')}</FormLabel>
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
            label={t(`existing.modes.${m}`)}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {t(`existing.hints.${mode}`)}
      </Typography>
    </Stack>
  );
}
