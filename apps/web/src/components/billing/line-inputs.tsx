import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { TFunction } from 'i18next';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { useTranslation } from '../../lib/i18n/i18n';
import { useFormat } from '../../lib/i18n/use-format';
import {
  draftLineAmount,
  draftLineErrors,
  type TDraftLine,
  type TDraftLineErrors,
} from './draft-lines';
import { MoneyField } from './money-field';
import { domainTextOf } from '../../lib/i18n/domain-text';

/** One editable line: a table row on wide screens, a card on narrow ones. */

export type TLineProps = {
  line: TDraftLine;
  index: number;
  showErrors: boolean;
  onChange: (patch: Partial<TDraftLine>) => void;
  onRemove: () => void;
};

/** The errors to show now: all after a refused save, else those of fields already typed in. */
function visibleErrors(line: TDraftLine, showErrors: boolean): TDraftLineErrors {
  const errors = draftLineErrors(line);
  if (showErrors) return errors;
  return {
    quantity: line.quantityText.trim() ? errors.quantity : undefined,
    price: line.unitPriceText.trim() ? errors.price : undefined,
    discount: line.discountText.trim() ? errors.discount : undefined,
  };
}

function lineFields(
  { line, index, showErrors, onChange }: Omit<TLineProps, 'onRemove'>,
  t: TFunction<'billing'>,
) {
  const n = index + 1;
  const errors = visibleErrors(line, showErrors);
  return {
    name: (
      <TextField
        size="small"
        fullWidth
        margin="none"
        value={line.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={domainTextOf(errors.name)}
        slotProps={{
          htmlInput: { 'aria-label': t('lines.itemOfLine', { n }), maxLength: TEXT_LIMITS.title },
        }}
      />
    ),
    description: (
      <TextField
        size="small"
        fullWidth
        margin="none"
        multiline
        maxRows={4}
        value={line.description}
        onChange={(event) => onChange({ description: event.target.value })}
        slotProps={{
          htmlInput: { 'aria-label': t('lines.descriptionOfLine', { n }), maxLength: 2000 },
        }}
      />
    ),
    quantity: (
      <TextField
        size="small"
        fullWidth
        margin="none"
        value={line.quantityText}
        onChange={(event) => onChange({ quantityText: event.target.value })}
        error={Boolean(errors.quantity)}
        helperText={domainTextOf(errors.quantity)}
        slotProps={{
          htmlInput: {
            'aria-label': t('lines.quantityOfLine', { n }),
            inputMode: 'decimal',
            maxLength: 12,
            autoComplete: 'off',
          },
        }}
      />
    ),
    unit: (
      <TextField
        size="small"
        fullWidth
        margin="none"
        value={line.unit}
        onChange={(event) => onChange({ unit: event.target.value })}
        slotProps={{ htmlInput: { 'aria-label': t('lines.unitOfLine', { n }), maxLength: 40 } }}
      />
    ),
    price: (
      <MoneyField
        label={t('lines.unitPriceOfLine', { n })}
        hiddenLabel
        fullWidth
        value={line.unitPriceText}
        onChange={(unitPriceText) => onChange({ unitPriceText })}
        error={Boolean(errors.price)}
        helperText={domainTextOf(errors.price)}
      />
    ),
    discount: (
      <MoneyField
        label={t('lines.discountOfLine', { n })}
        hiddenLabel
        fullWidth
        value={line.discountText}
        onChange={(discountText) => onChange({ discountText })}
        error={Boolean(errors.discount)}
        helperText={domainTextOf(errors.discount)}
      />
    ),
    taxable: (
      <Checkbox
        checked={line.taxable}
        onChange={(event) => onChange({ taxable: event.target.checked })}
        slotProps={{ input: { 'aria-label': t('lines.taxableOfLine', { n }) } }}
      />
    ),
  };
}

function RemoveButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('billing');
  const label = t('lines.removeLine', { n: index + 1 });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onRemove} size="small">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function LineRow(props: TLineProps) {
  const { t } = useTranslation('billing');
  const { money } = useFormat();
  const fields = lineFields(props, t);
  const top = { verticalAlign: 'top' } as const;
  return (
    <TableRow>
      <TableCell sx={top}>{fields.name}</TableCell>
      <TableCell sx={top}>{fields.description}</TableCell>
      <TableCell sx={top}>{fields.quantity}</TableCell>
      <TableCell sx={top}>{fields.unit}</TableCell>
      <TableCell sx={top}>{fields.price}</TableCell>
      <TableCell sx={top}>{fields.discount}</TableCell>
      <TableCell sx={{ ...top, pt: 0.75 }}>{fields.taxable}</TableCell>
      <TableCell sx={{ ...top, pt: 2 }} align="right">
        {money(draftLineAmount(props.line))}
      </TableCell>
      <TableCell sx={{ ...top, pt: 1.25 }}>
        <RemoveButton index={props.index} onRemove={props.onRemove} />
      </TableCell>
    </TableRow>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" aria-hidden="true">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

export function LineCard(props: TLineProps) {
  const { t } = useTranslation('billing');
  const { money } = useFormat();
  const fields = lineFields(props, t);
  const n = props.index + 1;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('lines.line', { n })}
      sx={{ p: 1.5 }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle2">{t('lines.line', { n })}</Typography>
        <RemoveButton index={props.index} onRemove={props.onRemove} />
      </Stack>
      <Stack spacing={1.5}>
        <Labelled label={t('lines.item')}>{fields.name}</Labelled>
        <Labelled label={t('lines.description')}>{fields.description}</Labelled>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Labelled label={t('lines.quantity')}>{fields.quantity}</Labelled>
          <Labelled label={t('lines.unit')}>{fields.unit}</Labelled>
          <Labelled label={t('lines.unitPrice')}>{fields.price}</Labelled>
          <Labelled label={t('lines.discount')}>{fields.discount}</Labelled>
        </Box>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <FormControlLabel control={fields.taxable} label={t('lines.taxable')} sx={{ m: 0 }} />
          <Typography variant="subtitle2">
            {t('lines.amountOf', { amount: money(draftLineAmount(props.line)) })}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
