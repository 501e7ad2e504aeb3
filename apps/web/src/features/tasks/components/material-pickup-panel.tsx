import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  MATERIAL_PICKUP_SAMPLE_ITEMS,
  MATERIAL_PICKUP_VALUES,
  type TMaterialPickup,
} from '@craftwork/domain/catalogues/inventory';
import { useTranslation } from '../../../lib/i18n/i18n';

/** RETURNED or NEEDS PICKUP (default), beside the static sample list of scaffold material. */
export function MaterialPickupPanel({
  idPrefix,
  value,
  onChange,
  disabled,
}: {
  idPrefix: string;
  value: TMaterialPickup;
  onChange: (value: TMaterialPickup) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('taskWork');
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id={`${idPrefix}-label`}>{t('materialPickup.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${idPrefix}-label`}
          value={value}
          onChange={(event) => onChange(event.target.value as TMaterialPickup)}
        >
          {MATERIAL_PICKUP_VALUES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(`materialPickup.${choice}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Typography id={`${idPrefix}-sample`} variant="subtitle2" component="h3">
          {t('materialPickup.sample')}
        </Typography>
        <List dense aria-labelledby={`${idPrefix}-sample`}>
          {MATERIAL_PICKUP_SAMPLE_ITEMS.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
