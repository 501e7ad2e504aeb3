import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  QR_TAG_SIZE_LABELS,
  QR_TAG_SIZES,
  ZQrTagSize,
  type TQrTagSize,
} from '@craftwork/domain/records/qr-tag';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useGenerateQrTag } from '../api/generate-qr-tag';
import { PublicTagLink } from './public-tag-link';

type TQrTagDialogProps = {
  open: boolean;
  craftRecordId: string;
  onClose: () => void;
};

/**
 * The tab the tag opens in, opened by the click itself (so popup blockers allow it) and pointed
 * at the tag once the server answers its URL. Without opener, as `noopener` would.
 */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Generate QR Code Tag's choices: the paper size and white label; opens the PDF in a new tab. */
export function QrTagDialog({ open, craftRecordId, onClose }: TQrTagDialogProps) {
  const { t } = useTranslation('records');
  // Ids are built outside the JSX, which may hold no literal text (issue 37).
  const id = useId();
  const titleId = `${id}-title`;
  const sizeId = `${id}-size`;
  const whiteLabelHelpId = `${id}-white-label-help`;
  const notify = useNotify();
  const qrTag = useGenerateQrTag();
  const [size, setSize] = useState<TQrTagSize>('a6');
  const [whiteLabel, setWhiteLabel] = useState(false);

  const handleOpen = () => {
    const tab = openPendingTab();
    qrTag.mutate(
      { craftRecordID: craftRecordId, whiteLabel, size },
      {
        onSuccess: ({ url }) => {
          const absolute = new URL(url, window.location.href).href;
          if (tab) tab.location.href = absolute;
          else window.open(absolute, '_blank', 'noopener');
          onClose();
        },
        onError: (error) => {
          tab?.close();
          notify.error(error);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={qrTag.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id={titleId}>{t('qrTag.title')}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={sizeId}>
            {t('qrTag.paperSize')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={sizeId}
            value={size}
            onChange={(event) => {
              const chosen = ZQrTagSize.safeParse(event.target.value);
              if (chosen.success) setSize(chosen.data);
            }}
          >
            {QR_TAG_SIZES.map((s) => (
              <FormControlLabel
                key={s}
                value={s}
                control={<Radio />}
                label={QR_TAG_SIZE_LABELS[s]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={whiteLabel}
                onChange={(event) => setWhiteLabel(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': whiteLabelHelpId } }}
              />
            }
            label={t('qrTag.whiteLabel')}
          />
          <FormHelperText id={whiteLabelHelpId} sx={{ mt: 0 }}>
            {t('qrTag.whiteLabelHelp')}
          </FormHelperText>
        </FormControl>
        <Divider sx={{ my: 2 }} />
        <PublicTagLink craftRecordId={craftRecordId} open={open} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={qrTag.isPending}>
          {t('qrTag.cancel')}
        </Button>
        <Button onClick={handleOpen} variant="contained" disabled={qrTag.isPending}>
          {t('qrTag.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
