import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  PRICEBOOK_CSV_COLUMNS,
  PRICEBOOK_IMPORT_LIMITS,
  PRICEBOOK_MESSAGES,
} from '@craftwork/domain/billing/pricebook';
import { FormDialog } from '../../../components/ui/form-dialog';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useImportPricebook } from '../api/pricebook';

/** Import CSV: a file of PRICEBOOK_CSV_COLUMNS, imported whole or not at all. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importCsv = useImportPricebook();
  return (
    <FormDialog open={open} onClose={onClose} maxWidth={560} isPending={importCsv.isPending}>
      {(titleId) => <ImportForm titleId={titleId} onClose={onClose} importCsv={importCsv} />}
    </FormDialog>
  );
}

/** A file's text (UTF-8, a byte order mark dropped by the server's reader). */
function readText(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsText(file);
  });
}

function ImportForm({
  titleId,
  onClose,
  importCsv,
}: {
  titleId: string;
  onClose: () => void;
  importCsv: ReturnType<typeof useImportPricebook>;
}) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    setFile(null);
    if (!picked) return;
    if (picked.size > PRICEBOOK_IMPORT_LIMITS.bytes) {
      setProblem(PRICEBOOK_MESSAGES.importTooLarge);
      return;
    }
    setFile({ name: picked.name, text: await readText(picked, t('pricebook.import.unreadable')) });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    importCsv.mutate(
      { csv: file.text },
      {
        onSuccess: ({ created, updated }) => {
          notify.success(PRICEBOOK_MESSAGES.importDone(created, updated));
          onClose();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  const [lead, ...lines] = (problem ?? '').split('\n');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{t('pricebook.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('pricebook.import.help', { columns: PRICEBOOK_CSV_COLUMNS.join(', ') })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileIcon aria-hidden="true" />}
              disabled={importCsv.isPending}
            >
              {t('pricebook.import.chooseFile')}
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label={t('pricebook.import.csvFile')}
                style={VISUALLY_HIDDEN_SX}
                onChange={(event) => void handleFile(event)}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : t('pricebook.import.noFile')}
            </Typography>
          </Stack>
          {problem && (
            <Alert severity="error" role="alert">
              {lead}
              {lines.length > 0 && (
                <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, mt: 0.5 }}>
                  {lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </Typography>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importCsv.isPending}>
          {t('pricebook.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!file || importCsv.isPending}
          loading={importCsv.isPending}
        >
          {t('pricebook.import.import')}
        </Button>
      </DialogActions>
    </form>
  );
}
