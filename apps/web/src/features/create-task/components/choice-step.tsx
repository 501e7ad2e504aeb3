import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';

type TChoiceStepProps = {
  /** The radio group's name, read by assistive technology. */
  label: string;
  choices: readonly { value: number; label: string }[];
  value: number | null;
  onChange: (value: number) => void;
  /** Shown when nothing can be chosen. */
  emptyText: string;
  warning?: string;
};

/** One choice among codes (craft type, task type), as a grid of radio cards. */
export function ChoiceStep({
  label,
  choices,
  value,
  onChange,
  emptyText,
  warning,
}: TChoiceStepProps) {
  if (choices.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  const labelId = `choice-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      {/* The step's heading says it already; the legend names the group for screen readers. */}
      <FormLabel id={labelId} component="legend" sx={VISUALLY_HIDDEN_SX}>
        {label}
      </FormLabel>
      {warning && (
        <Alert severity="warning" role="alert" sx={{ mb: 1.5 }}>
          {warning}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 1,
          }}
        >
          {choices.map((choice) => {
            const isChecked = value === choice.value;
            return (
              <FormControlLabel
                key={choice.value}
                value={String(choice.value)}
                control={<Radio />}
                label={choice.label}
                sx={{
                  m: 0,
                  pr: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: isChecked ? 'primary.main' : 'divider',
                  bgcolor: isChecked ? 'action.selected' : 'background.paper',
                }}
              />
            );
          })}
        </Box>
      </RadioGroup>
    </FormControl>
  );
}
