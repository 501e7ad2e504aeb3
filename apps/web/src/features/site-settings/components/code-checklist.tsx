import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n';

type TCodeChecklistProps = {
  legend: string;
  options: readonly { code: number; name: string; hint?: string }[];
  /** The checked codes, in the site's order (kept; a newly checked code goes last). */
  value: readonly number[];
  onChange: (codes: number[]) => void;
  /** Codes that stay checked (the workflow needs them). */
  locked?: readonly number[];
  error?: string;
  helperText?: string;
};

/** A labelled group of checkboxes over a catalogue, in columns that fit the screen. */
export function CodeChecklist({
  legend,
  options,
  value,
  onChange,
  locked = [],
  error,
  helperText,
}: TCodeChecklistProps) {
  const { t } = useTranslation('admin');
  const toggle = (code: number, checked: boolean) =>
    onChange(
      checked ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {legend}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {t('siteSettings.checklist.count', { checked: value.length, total: options.length })}
        </Typography>
      </Typography>
      {(error ?? helperText) && (
        <FormHelperText error={!!error} role={error ? 'alert' : undefined} sx={{ mt: 0, mb: 1 }}>
          {error ?? helperText}
        </FormHelperText>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {options.map((option) => {
          const checked = value.includes(option.code);
          const isLocked = checked && locked.includes(option.code);
          return (
            <FormControlLabel
              key={option.code}
              sx={{ mr: 0, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              control={
                <Checkbox
                  checked={checked}
                  disabled={isLocked}
                  onChange={(event) => toggle(option.code, event.target.checked)}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography variant="body2" component="span">
                    {locked.includes(option.code)
                      ? t('siteSettings.checklist.required', { name: option.name })
                      : option.name}
                  </Typography>
                  {option.hint && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {option.hint}
                    </Typography>
                  )}
                </Box>
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
