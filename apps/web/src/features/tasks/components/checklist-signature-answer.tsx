import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { rpc } from '../../../lib/rpc';

const SIGNATURE_HEIGHT = 140;
/** Quiet time after the last stroke before a signature is saved. */
const SIGNATURE_SETTLE_MS = 700;

/** A box to sign in; the drawing is saved (checked by the server) once the strokes settle. */
export function SignatureAnswer({
  id,
  label,
  taskId,
  disabled,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  label: string;
  taskId: string;
  disabled: boolean;
  error?: string;
  onChange: (signatureId: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('taskWork');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const version = useRef(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const callbacks = useRef({ onChange, onBusy });
  callbacks.current = { onChange, onBusy };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(SIGNATURE_HEIGHT * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    const save = () => {
      const mine = (version.current += 1);
      if (pad.isEmpty()) return;
      const dataUrl = pad.toDataURL('image/png');
      callbacks.current.onBusy(true);
      rpc.checklists
        .uploadSignature({ taskId, signature: dataUrl })
        .then(({ signatureId }) => {
          if (mine !== version.current) return;
          setUploadError(null);
          callbacks.current.onChange(signatureId);
        })
        .catch((e: unknown) => {
          if (mine === version.current) setUploadError(errorText(e));
        })
        .finally(() => {
          if (mine === version.current) callbacks.current.onBusy(false);
        });
    };
    const handleEnd = () => {
      clearTimeout(timer.current);
      callbacks.current.onChange(null);
      callbacks.current.onBusy(true);
      timer.current = setTimeout(save, SIGNATURE_SETTLE_MS);
    };
    pad.addEventListener('endStroke', handleEnd);
    return () => {
      clearTimeout(timer.current);
      pad.removeEventListener('endStroke', handleEnd);
      pad.off();
      padRef.current = null;
    };
  }, [taskId]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const handleClear = () => {
    clearTimeout(timer.current);
    version.current += 1;
    padRef.current?.clear();
    onBusy(false);
    onChange(null);
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={`${id}-label`} component="span" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Button size="small" onClick={handleClear} disabled={disabled}>
          {t('signature.clear')}
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={t('signature.box', { label })}
        aria-describedby={`${id}-help`}
        sx={{
          display: 'block',
          width: '100%',
          height: SIGNATURE_HEIGHT,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
        }}
      />
      <FormHelperText id={`${id}-help`} error={Boolean(message)}>
        {message ?? t('signature.help')}
      </FormHelperText>
    </Box>
  );
}
