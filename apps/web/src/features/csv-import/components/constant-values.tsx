import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { IMPORT_LIMITS, type TImportConstant } from '@craftwork/domain/import/fields';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TImportField } from '../api/csv-import';

type TConstantValuesProps = {
  fields: readonly TImportField[];
  mapping: readonly (string | null)[];
  constants: readonly TImportConstant[];
  onChange: (constants: TImportConstant[]) => void;
};

/**
 * Fields given one value for every row, for a file without a column for them (issue 33 #3): a
 * register that is all Scaffolding, by one company. Offered for fields no column fills.
 */
export function ConstantValues({ fields, mapping, constants, onChange }: TConstantValuesProps) {
  const { t } = useTranslation('imports');
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const taken = new Set([...mapping, ...constants.map((c) => c.field)]);
  const open = fields.filter((f) => !taken.has(f.key));
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? key;
  const add = () => {
    if (!field || value.trim() === '') return;
    onChange([...constants, { field, value: value.trim() }]);
    setField('');
    setValue('');
  };
  return (
    <Stack spacing={1} component="section" aria-label={t('constants.heading')}>
      <Typography variant="subtitle2" component="h4">
        {t('constants.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('constants.intro')}
      </Typography>
      {constants.length > 0 && (
        <List dense disablePadding aria-label={t('constants.listLabel')}>
          {constants.map((c) => (
            <ListItem
              key={c.field}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('constants.remove', { field: labelOf(c.field) })}
                  onClick={() => onChange(constants.filter((x) => x.field !== c.field))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={t('constants.entry', { field: labelOf(c.field), value: c.value })}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label={t('constants.field')}
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {open.map((f) => (
            <MenuItem key={f.key} value={f.key}>
              {f.required ? t('fieldRequired', { label: f.label }) : f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('constants.value')}
          value={value}
          sx={{ flexGrow: 1 }}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { maxLength: IMPORT_LIMITS.maxCellLength } }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={!field || value.trim() === ''}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('constants.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
