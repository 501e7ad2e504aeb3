import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  PERSISTENCE_CHOICES,
  type TPersistenceChoice,
} from '@craftwork/domain/records/persistence';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Keep the craft record open or close it: asked when its last open task is completed. */
export function PersistenceQuestion({
  idPrefix,
  value,
  onChange,
  showErrors,
  disabled,
}: {
  idPrefix: string;
  value: TPersistenceChoice | null;
  onChange: (choice: TPersistenceChoice) => void;
  showErrors: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('tasks');
  return (
    <FormControl required error={showErrors && !value} disabled={disabled}>
      <FormLabel id={`${idPrefix}-label`}>{t('persistence.question')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${idPrefix}-label`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as TPersistenceChoice)}
      >
        {PERSISTENCE_CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={t(`persistence.${choice}`)}
          />
        ))}
      </RadioGroup>
      {showErrors && !value && <FormHelperText>{t('messages.selectPersistence')}</FormHelperText>}
    </FormControl>
  );
}
