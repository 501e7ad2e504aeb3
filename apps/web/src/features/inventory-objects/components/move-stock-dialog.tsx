import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { inventoryMessage } from '../utils/i18n';
import { useMoveInventoryStock } from '../api/inventory-objects';
import {
  CORRECTION_QUANTITIES,
  MOVE_FORM_DEFAULTS,
  MOVE_KINDS,
  REASON_CHOICES,
  moveFormErrors,
  toMoveInput,
  type TMoveFormValues,
} from '../utils/move-form';

export type TLocationChoice = { value: string; label: string };

type TMoveStockDialogProps = {
  open: boolean;
  objectId: string;
  objectTitle: string;
  /** Where stock can be moved: the site's locations, the object's own and [No location]. */
  locations: readonly TLocationChoice[];
  onClose: () => void;
};

/** Move stock: a correction, a transfer between locations, a reservation or its release. */
export function MoveStockDialog(props: TMoveStockDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} maxWidth={480}>
      {(titleId, onPending) => <MoveStockForm {...props} titleId={titleId} onPending={onPending} />}
    </FormDialog>
  );
}

type TField = keyof TMoveFormValues;

function MoveStockForm({
  objectId,
  objectTitle,
  locations,
  onClose,
  titleId,
  onPending,
}: TMoveStockDialogProps & { titleId: string; onPending: (pending: boolean) => void }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const move = useMoveInventoryStock();
  const [values, setValues] = useState<TMoveFormValues>(MOVE_FORM_DEFAULTS);
  const [touched, setTouched] = useState<Partial<Record<TField, boolean>>>({});
  const errors = moveFormErrors(values);
  const valid = Object.keys(errors).length === 0;
  const isTransfer = values.kind === 'transfer';
  const isCorrection = values.kind === 'correction';

  const set = (field: TField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTouched((was) => ({ ...was, [field]: true }));
  };
  const shown = (field: 'location' | 'toLocation' | 'value' | 'reason') => ({
    error: Boolean(touched[field] && errors[field]),
    helperText: touched[field] ? inventoryMessage(t, errors[field]) : undefined,
  });
  // Selects are marked when chosen; the text field also when left.
  const blurValue = () => setTouched((was) => ({ ...was, value: true }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toMoveInput(objectId, values);
    if (!input) {
      setTouched({ location: true, toLocation: true, value: true, reason: true });
      return;
    }
    onPending(true);
    move.mutate(input, {
      onSuccess: () => {
        notify.success(t('move.moved'));
        onPending(false);
        onClose();
      },
      onError: (error) => {
        onPending(false);
        notify.error(error);
      },
    });
  };

  const locationOptions = locations.map((l) => (
    <MenuItem key={l.value} value={l.value}>
      {l.label}
    </MenuItem>
  ));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{t('move.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {objectTitle}
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            id="move-kind"
            label={t('move.movement')}
            value={values.kind}
            onChange={set('kind')}
            fullWidth
          >
            {MOVE_KINDS.map((k) => (
              <MenuItem key={k.kind} value={k.kind}>
                {t(`move.kinds.${k.kind}`)}
              </MenuItem>
            ))}
          </TextField>
          {isCorrection ? (
            <TextField
              select
              id="move-quantity"
              label={t('move.quantityToCorrect')}
              value={values.quantity}
              onChange={set('quantity')}
              fullWidth
            >
              {CORRECTION_QUANTITIES.map((q) => (
                <MenuItem key={q.key} value={q.key}>
                  {t(`quantity.${q.key}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            id="move-location"
            label={isTransfer ? t('move.from') : t('move.location')}
            required
            value={values.location}
            onChange={set('location')}
            fullWidth
            {...shown('location')}
          >
            {locationOptions}
          </TextField>
          {isTransfer ? (
            <TextField
              select
              id="move-to-location"
              label={t('move.to')}
              required
              value={values.toLocation}
              onChange={set('toLocation')}
              fullWidth
              {...shown('toLocation')}
            >
              {locationOptions}
            </TextField>
          ) : null}
          <TextField
            id="move-value"
            label={isCorrection ? t('move.change') : t('move.quantity')}
            required
            value={values.value}
            onChange={set('value')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
            onBlur={blurValue}
            {...shown('value')}
          />
          {isCorrection ? (
            <TextField
              select
              id="move-reason"
              label={t('move.reason')}
              required
              value={values.reason}
              onChange={set('reason')}
              fullWidth
              {...shown('reason')}
            >
              {REASON_CHOICES.map((r) => (
                <MenuItem key={r.value} value={r.value}>
                  {t(`move.reasons.${r.value}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={move.isPending} canSave={valid} />
    </form>
  );
}
