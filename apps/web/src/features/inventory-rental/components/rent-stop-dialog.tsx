import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog';
// eslint-disable-next-line no-restricted-imports -- a rental refusal is found by its English
import { errorMessage } from '../../../lib/errors';
import { domainTextOf } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { rentalMessage, useRentalFormat } from '../utils/i18n';
import { useSetRentStop, type TOffRentLine } from '../api/rental';

export const RENT_STOP_SAVED = 'Rent-stop date changed.';

/** Change rent-stop date: one date field, between the earliest allowed day and the line's date. */
export function RentStopDialog({
  line,
  onClose,
}: {
  line: TOffRentLine | null;
  onClose: () => void;
}) {
  const setRentStop = useSetRentStop();
  return (
    <FormDialog
      open={line !== null}
      onClose={onClose}
      isPending={setRentStop.isPending}
      maxWidth={420}
    >
      {(titleId) =>
        line && (
          <RentStopForm line={line} titleId={titleId} onClose={onClose} mutation={setRentStop} />
        )
      }
    </FormDialog>
  );
}

function RentStopForm({
  line,
  titleId,
  onClose,
  mutation,
}: {
  line: TOffRentLine;
  titleId: string;
  onClose: () => void;
  mutation: ReturnType<typeof useSetRentStop>;
}) {
  const { t } = useTranslation('inventory');
  const format = useRentalFormat();
  const formatSiteDay = format.siteDay;
  const notify = useNotify();
  const [date, setDate] = useState(line.rentStopDate);
  const [refusal, setRefusal] = useState<string | null>(null);
  const range = line.earliest
    ? t('rentStop.between', {
        from: formatSiteDay(line.earliest),
        to: formatSiteDay(line.siteDay),
      })
    : t('rentStop.onOrBefore', { day: formatSiteDay(line.siteDay) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server judges the date by the rule (cut-off, rent start, line date) and says why.
    if (!date) {
      setRefusal(t('messages.invalidDate'));
      return;
    }
    mutation.mutate(
      { transactionId: line.id, rentStopDate: date },
      {
        onSuccess: () => {
          notify.success(t('rentStop.saved'));
          onClose();
        },
        // A rental rule's refusal in this screen's wording, found by its English; any other
        // failure's text (the generic one) through the domain catalogue.
        onError: (error) => setRefusal(domainTextOf(rentalMessage(t, errorMessage(error))) ?? null),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{t('rentStop.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {t('rentStop.body', {
              quantity: format.quantity(line.value),
              object: line.objectTitle,
              record: line.recordTitle,
              company: line.companyName,
              day: formatSiteDay(line.siteDay),
            })}
          </DialogContentText>
          <TextField
            type="date"
            label={t('rentStop.label')}
            value={date}
            autoFocus
            required
            fullWidth
            onChange={(event) => {
              setDate(event.target.value);
              setRefusal(null);
            }}
            helperText={range}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: line.earliest ?? undefined, max: line.siteDay },
            }}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} isPending={mutation.isPending} />
    </form>
  );
}
