import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAssetQrCode } from '../api/list-assets';

// Printing shows only the dialog's code and names: the page behind and the buttons are left out.
const PRINT_ONLY_THE_CODE = {
  '@media print': {
    'body > *:not(.asset-qr-dialog)': { display: 'none !important' },
    '.asset-qr-dialog .MuiBackdrop-root, .asset-qr-dialog .MuiDialogActions-root': {
      display: 'none !important',
    },
    '.asset-qr-dialog .MuiPaper-root': { boxShadow: 'none !important' },
  },
};

/** The asset's QR code (its page's address), with its name and Asset ID, to print as a tag. */
export function AssetQrDialog({
  assetId,
  onClose,
}: {
  /** The asset whose code is shown; the dialog is closed when null. */
  assetId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const id = useId();
  const query = useAssetQrCode(assetId);
  const qr = query.data;
  return (
    <Dialog
      open={assetId !== null}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="asset-qr-dialog"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 400 } } }}
    >
      <GlobalStyles styles={PRINT_ONLY_THE_CODE} />
      <DialogTitle id={`${id}-title`}>{t('assetQr.title')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
        ) : !qr ? (
          <CircularProgress aria-label={t('assetQr.loading')} sx={{ my: 4 }} />
        ) : (
          <>
            <Typography variant="h6" component="p">
              {qr.title}
            </Typography>
            <Typography color="text.secondary">
              {t('assetQr.customId', { customId: qr.customId })}
            </Typography>
            <Box
              component="img"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.svg)}`}
              alt={t('assetQr.imageAlt', { url: qr.url })}
              sx={{ width: 240, maxWidth: '100%', height: 'auto', my: 2 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {qr.url}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assetQr.close')}</Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!qr}>
          {t('assetQr.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
