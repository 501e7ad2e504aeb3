import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { centsToAmountText, hasSubCentDecimals, parseMoney } from '@craftwork/domain/billing/money';
import { PRICEBOOK_MESSAGES, ZPricebookItemInput } from '@craftwork/domain/billing/pricebook';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { useNotify } from '../../../lib/notify';
import { useSavePricebookItem, type TPricebookItem } from '../api/pricebook';

type TItemDialogProps = {
  open: boolean;
  /** The item to edit; a new one when null. */
  item: TPricebookItem | null;
  onClose: () => void;
};

/** New Item and Edit Item: the price typed in dollars, Save on once every field is valid. */
export function ItemDialog(props: TItemDialogProps) {
  const save = useSavePricebookItem();
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={560} isPending={save.isPending}>
      {(titleId) => <ItemForm {...props} save={save} titleId={titleId} />}
    </FormDialog>
  );
}

const ANY_CRAFT = '';

function ItemForm({
  item,
  onClose,
  titleId,
  save,
}: TItemDialogProps & { titleId: string; save: ReturnType<typeof useSavePricebookItem> }) {
  const { t } = useTranslation('billing');
  const craftTypeName = useCraftTypeName();
  const notify = useNotify();
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [unit, setUnit] = useState(item?.unit ?? '');
  const [price, setPrice] = useState(item ? centsToAmountText(item.unitPriceCents) : '');
  const [craftType, setCraftType] = useState(
    item?.craftType == null ? ANY_CRAFT : String(item.craftType),
  );
  const [taxable, setTaxable] = useState(item?.taxable ?? true);
  const [active, setActive] = useState(item?.active ?? true);
  const [serverError, setServerError] = useState<string | null>(null);

  const cents = parseMoney(price);
  const parsed = ZPricebookItemInput.safeParse({
    id: item?.id ?? null,
    name,
    description,
    unit,
    unitPriceCents: cents ?? Number.NaN,
    craftType: craftType === ANY_CRAFT ? null : Number(craftType),
    taxable,
    active,
  });
  const priceError = hasSubCentDecimals(price)
    ? PRICEBOOK_MESSAGES.priceDecimals
    : price.trim() !== '' && (cents === null || (!parsed.success && priceIssue(parsed.error)))
      ? PRICEBOOK_MESSAGES.price
      : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    setServerError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(item ? PRICEBOOK_MESSAGES.updated : PRICEBOOK_MESSAGES.added);
        onClose();
      },
      onError: (error) => setServerError(errorText(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>
        {item ? t('pricebook.item.editTitle') : t('pricebook.newItem')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label={t('pricebook.columns.name')}
            required
            autoFocus
            fullWidth
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.title } }}
          />
          <TextField
            label={t('pricebook.columns.description')}
            fullWidth
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.longText } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('pricebook.columns.unit')}
              required
              fullWidth
              value={unit}
              onChange={(event) => setUnit(event.target.value)}
              helperText={t('pricebook.item.unitHelp')}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label={t('pricebook.columns.unitPrice')}
              required
              fullWidth
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              error={Boolean(priceError)}
              helperText={priceError ?? t('pricebook.item.priceHelp')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 20 },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          </Stack>
          <TextField
            select
            label={t('pricebook.columns.craftType')}
            fullWidth
            value={craftType}
            onChange={(event) => setCraftType(event.target.value)}
            // "Any craft" is the empty value: shown, not left as a blank box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={ANY_CRAFT}>{t('pricebook.anyCraft')}</MenuItem>
            {CRAFT_TYPES.map((c) => (
              <MenuItem key={c.code} value={String(c.code)}>
                {craftTypeName(c.code)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={taxable}
                  onChange={(event) => setTaxable(event.target.checked)}
                />
              }
              label={t('pricebook.columns.taxable')}
            />
            <FormControlLabel
              control={
                <Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />
              }
              label={t('pricebook.columns.active')}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={save.isPending} canSave={parsed.success} />
    </form>
  );
}

function priceIssue(error: { issues: readonly { path: readonly PropertyKey[] }[] }): boolean {
  return error.issues.some((issue) => issue.path[0] === 'unitPriceCents');
}
