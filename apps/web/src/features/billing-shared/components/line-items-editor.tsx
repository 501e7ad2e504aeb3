import { useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatMoney, parseMoney } from '@craftwork/domain/billing/money';
import { MAX_LINES } from '@craftwork/domain/billing/lines';
import type { TPricebookItemRow } from '@craftwork/domain/billing/pricebook';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { usePricebookChoices } from '../api/pricebook-choices';
import {
  draftFromPricebookItem,
  draftLineAmount,
  draftLineErrors,
  draftTotals,
  newDraftLine,
  type TDraftLine,
  type TDraftLineErrors,
} from '../utils/draft-lines';
import { MoneyField } from './money-field';
import { TotalsSummary } from './totals-summary';

export type TLineItemsEditorProps = {
  lines: readonly TDraftLine[];
  onChange: (lines: TDraftLine[]) => void;
  readOnly?: boolean;
  taxRateBp: number;
  taxExempt: boolean;
  /** Price book items of this craft (and of any craft) are offered; all without it. */
  craftType?: number | null;
  /** Show every wrong field (after a Save was refused), not only those already typed in. */
  showErrors?: boolean;
};

/**
 * The line items of an estimate or an invoice: price book or free-text lines with quantity,
 * unit price, discount and taxable, each line's amount and the document's totals (domain money
 * rules). A table on wide screens, one card per line on narrow ones.
 */
export function LineItemsEditor({
  lines,
  onChange,
  readOnly = false,
  taxRateBp,
  taxExempt,
  craftType = null,
  showErrors = false,
}: TLineItemsEditorProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const totals = draftTotals(lines, taxRateBp, taxExempt);
  const update = (index: number, patch: Partial<TDraftLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));
  const add = (line: TDraftLine) => onChange([...lines, line]);
  const full = lines.length >= MAX_LINES;

  return (
    <Box>
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No lines yet.
        </Typography>
      ) : readOnly ? (
        <ReadOnlyLines lines={lines} narrow={narrow} />
      ) : narrow ? (
        <Stack spacing={1.5}>
          {lines.map((line, index) => (
            <LineCard
              key={line.key}
              line={line}
              index={index}
              showErrors={showErrors}
              onChange={(patch) => update(index, patch)}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            size="small"
            aria-label="Line items"
            sx={{
              '& td, & th': { px: 0.75 },
              '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 150 }}>Item</TableCell>
                <TableCell sx={{ minWidth: 150 }}>Description</TableCell>
                <TableCell sx={{ width: 90 }}>Quantity</TableCell>
                <TableCell sx={{ width: 90 }}>Unit</TableCell>
                <TableCell sx={{ width: 140 }}>Unit price</TableCell>
                <TableCell sx={{ width: 120 }}>Discount</TableCell>
                <TableCell sx={{ width: 64 }}>Taxable</TableCell>
                <TableCell align="right" sx={{ width: 110 }}>
                  Amount
                </TableCell>
                <TableCell sx={{ width: 48 }}>
                  <Box component="span" sx={VISUALLY_HIDDEN_SX}>
                    Remove
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <LineRow
                  key={line.key}
                  line={line}
                  index={index}
                  showErrors={showErrors}
                  onChange={(patch) => update(index, patch)}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!readOnly && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ xs: 'stretch', sm: 'center' }}
          sx={{ mt: 2 }}
        >
          <PricebookPicker craftType={craftType} disabled={full} onPick={add} />
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => add(newDraftLine())}
            disabled={full}
          >
            Add line
          </Button>
        </Stack>
      )}
      <TotalsSummary totals={totals} taxRateBp={taxRateBp} taxExempt={taxExempt} />
    </Box>
  );
}

type TLineProps = {
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

function lineFields({ line, index, showErrors, onChange }: Omit<TLineProps, 'onRemove'>) {
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
        helperText={errors.name}
        slotProps={{
          htmlInput: { 'aria-label': `Item, line ${n}`, maxLength: TEXT_LIMITS.title },
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
        slotProps={{ htmlInput: { 'aria-label': `Description, line ${n}`, maxLength: 2000 } }}
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
        helperText={errors.quantity}
        slotProps={{
          htmlInput: {
            'aria-label': `Quantity, line ${n}`,
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
        slotProps={{ htmlInput: { 'aria-label': `Unit, line ${n}`, maxLength: 40 } }}
      />
    ),
    price: (
      <MoneyField
        label={`Unit price, line ${n}`}
        hiddenLabel
        fullWidth
        value={line.unitPriceText}
        onChange={(unitPriceText) => onChange({ unitPriceText })}
        error={Boolean(errors.price)}
        helperText={errors.price}
      />
    ),
    discount: (
      <MoneyField
        label={`Discount, line ${n}`}
        hiddenLabel
        fullWidth
        value={line.discountText}
        onChange={(discountText) => onChange({ discountText })}
        error={Boolean(errors.discount)}
        helperText={errors.discount}
      />
    ),
    taxable: (
      <Checkbox
        checked={line.taxable}
        onChange={(event) => onChange({ taxable: event.target.checked })}
        slotProps={{ input: { 'aria-label': `Taxable, line ${n}` } }}
      />
    ),
  };
}

function RemoveButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  const label = `Remove line ${index + 1}`;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onRemove} size="small">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function LineRow(props: TLineProps) {
  const fields = lineFields(props);
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
        {formatMoney(draftLineAmount(props.line))}
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

function LineCard(props: TLineProps) {
  const fields = lineFields(props);
  const n = props.index + 1;
  return (
    <Paper variant="outlined" component="section" aria-label={`Line ${n}`} sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle2">Line {n}</Typography>
        <RemoveButton index={props.index} onRemove={props.onRemove} />
      </Stack>
      <Stack spacing={1.5}>
        <Labelled label="Item">{fields.name}</Labelled>
        <Labelled label="Description">{fields.description}</Labelled>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Labelled label="Quantity">{fields.quantity}</Labelled>
          <Labelled label="Unit">{fields.unit}</Labelled>
          <Labelled label="Unit price">{fields.price}</Labelled>
          <Labelled label="Discount">{fields.discount}</Labelled>
        </Box>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <FormControlLabel control={fields.taxable} label="Taxable" sx={{ m: 0 }} />
          <Typography variant="subtitle2">
            Amount {formatMoney(draftLineAmount(props.line))}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

function ReadOnlyLines({ lines, narrow }: { lines: readonly TDraftLine[]; narrow: boolean }) {
  if (narrow) {
    return (
      <Stack spacing={1.5}>
        {lines.map((line, index) => (
          <Paper
            key={line.key}
            variant="outlined"
            component="section"
            aria-label={`Line ${index + 1}`}
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" justifyContent="space-between" spacing={2}>
              <Typography variant="subtitle2">{line.name}</Typography>
              <Typography variant="subtitle2">{formatMoney(draftLineAmount(line))}</Typography>
            </Stack>
            {line.description && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {line.description}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {quantityLine(line)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Line items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Discount</TableCell>
            <TableCell>Taxable</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const money = draftMoney(line);
            return (
              <TableRow key={line.key}>
                <TableCell>{line.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{line.description}</TableCell>
                <TableCell align="right">{line.quantityText}</TableCell>
                <TableCell>{line.unit}</TableCell>
                <TableCell align="right">{money.price}</TableCell>
                <TableCell align="right">{money.discount}</TableCell>
                <TableCell>{line.taxable ? 'Yes' : 'No'}</TableCell>
                <TableCell align="right">{formatMoney(draftLineAmount(line))}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function draftMoney(line: TDraftLine) {
  const asMoney = (text: string) => {
    const cents = parseMoney(text);
    return cents === null ? text : formatMoney(cents);
  };
  return {
    price: asMoney(line.unitPriceText || '0'),
    discount: line.discountText ? asMoney(line.discountText) : '',
  };
}

function quantityLine(line: TDraftLine): string {
  const money = draftMoney(line);
  const unit = line.unit ? ` ${line.unit}` : '';
  const discount = money.discount ? `, less ${money.discount}` : '';
  const tax = line.taxable ? '' : ', not taxable';
  return `${line.quantityText}${unit} × ${money.price}${discount}${tax}`;
}

/** "Add from price book": an item's name, description, unit, price and taxable become a line. */
function PricebookPicker({
  craftType,
  disabled,
  onPick,
}: {
  craftType: number | null;
  disabled: boolean;
  onPick: (line: TDraftLine) => void;
}) {
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
      noOptionsText={choices.isError ? 'The price book could not be loaded.' : 'No items'}
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ width: '100%' }}>
            <span>{item.name}</span>
            <Typography component="span" variant="body2" color="text.secondary">
              {formatMoney(item.unitPriceCents)}
              {item.unit ? ` / ${item.unit}` : ''}
            </Typography>
          </Stack>
        </li>
      )}
      sx={{ width: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField {...params} size="small" margin="none" label="Add from price book" />
      )}
    />
  );
}
