import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isBlankDetail, parseDecimalText } from '@craftwork/domain/details/values';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { inventoryMessage } from '../utils/i18n';
import { useSetInventoryThreshold } from '../api/inventory-objects';
import type { TStockRow } from '../api/types';
import { quantityInputText } from '../utils/location-label';

export const THRESHOLD_MESSAGES = {
  notNegative: 'Enter zero or more',
  saved: 'Low threshold saved.',
} as const;

/** The threshold typed: a number of zero or more, or blank for none; else its problem. */
export function parseThreshold(text: string): { value: number | null } | { error: string } {
  if (isBlankDetail(text)) return { value: null };
  const n = parseDecimalText(text);
  if (n === null) return { error: INVENTORY_MESSAGES.onlyNumbersAllowed };
  if (n < 0) return { error: THRESHOLD_MESSAGES.notNegative };
  return { value: n };
}

type TThresholdDialogProps = {
  objectId: string;
  /** The location whose threshold is set; closed when null. */
  row: TStockRow | null;
  locationName: string;
  onClose: () => void;
};

/** A location's own Low threshold; left blank, the location has none. */
export function ThresholdDialog(props: TThresholdDialogProps) {
  return (
    <FormDialog open={props.row !== null} onClose={props.onClose} maxWidth={400}>
      {(titleId) =>
        props.row ? <ThresholdForm {...props} row={props.row} titleId={titleId} /> : null
      }
    </FormDialog>
  );
}

function ThresholdForm({
  objectId,
  row,
  locationName,
  onClose,
  titleId,
}: TThresholdDialogProps & { row: TStockRow; titleId: string }) {
  const { t } = useTranslation('inventory');
  const notify = useNotify();
  const save = useSetInventoryThreshold();
  const [text, setText] = useState(
    row.lowQuantityThreshold === null ? '' : quantityInputText(row.lowQuantityThreshold),
  );
  const parsed = parseThreshold(text);
  const error = 'error' in parsed ? parsed.error : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!('value' in parsed)) return;
    save.mutate(
      { id: objectId, locationId: row.locationId, threshold: parsed.value },
      {
        onSuccess: () => {
          notify.success(t('threshold.saved'));
          onClose();
        },
        onError: (failure) => notify.error(failure),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{t('threshold.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('threshold.explain', { location: locationName })}
        </DialogContentText>
        <TextField
          id="threshold-value"
          label={t('threshold.label')}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={
            error === THRESHOLD_MESSAGES.notNegative
              ? t('messages.notNegative')
              : inventoryMessage(t, error)
          }
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 32 } }}
        />
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={save.isPending} canSave={!error} />
    </form>
  );
}
