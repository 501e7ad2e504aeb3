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
  const id = useId();
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
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }}
    >
      <DialogTitle id={`${id}-title`}>QR Code Tag</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" id={`${id}-size`}>
            Paper size
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-size`}
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
                slotProps={{ input: { 'aria-describedby': `${id}-white-label-help` } }}
              />
            }
            label="White label"
          />
          <FormHelperText id={`${id}-white-label-help`} sx={{ mt: 0 }}>
            The site&apos;s name only, without the product&apos;s.
          </FormHelperText>
        </FormControl>
        <Divider sx={{ my: 2 }} />
        <PublicTagLink craftRecordId={craftRecordId} open={open} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={qrTag.isPending}>
          Cancel
        </Button>
        <Button onClick={handleOpen} variant="contained" disabled={qrTag.isPending}>
          Open tag
        </Button>
      </DialogActions>
    </Dialog>
  );
}
