import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPricebookItemRow } from '@craftwork/domain/billing/pricebook';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import { draftFromPricebookItem, type TDraftLine } from './draft-lines';
import { usePricebookChoices } from './pricebook-choices';

/** "Add from price book": an item's name, description, unit, price and taxable become a line. */
export function PricebookPicker({
  craftType,
  disabled,
  onPick,
}: {
  craftType: number | null;
  disabled: boolean;
  onPick: (line: TDraftLine) => void;
}) {
  const { t } = useTranslation('billing');
  const { money } = useFormat();
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState('');
  const choices = usePricebookChoices(open);
  const items = (choices.data ?? []).filter(
    (item) => craftType === null || item.craftType === null || item.craftType === craftType,
  );
  return (
    <Autocomplete<TPricebookItemRow>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      options={items}
      loading={choices.isLoading}
      value={null}
      inputValue={inputValue}
      onInputChange={(_, value, reason) => setInputValue(reason === 'reset' ? '' : value)}
      onChange={(_, item) => {
        if (item) onPick(draftFromPricebookItem(item));
        setInputValue('');
      }}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={choices.isError ? t('lines.pricebookFailed') : t('lines.noItems')}
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ width: '100%' }}>
            <span>{item.name}</span>
            <Typography component="span" variant="body2" color="text.secondary">
              {item.unit
                ? t('lines.pricePerUnit', { price: money(item.unitPriceCents), unit: item.unit })
                : money(item.unitPriceCents)}
            </Typography>
          </Stack>
        </li>
      )}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField {...params} size="small" margin="none" label={t('lines.addFromPricebook')} />
      )}
    />
  );
}
