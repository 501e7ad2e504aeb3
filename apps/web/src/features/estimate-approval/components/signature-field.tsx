import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';
import { useTranslation } from '../../../lib/i18n/i18n';

type TSignatureFieldProps = {
  /** The drawn signature as a PNG data URL, or null while the box is empty. */
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
  error?: string | null;
};

const HEIGHT = 160;

/** A box to sign in with a mouse, pen or finger, and Clear to start again. */
export function SignatureField({ onChange, disabled = false, error = null }: TSignatureFieldProps) {
  const { t } = useTranslation('billing');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    // The canvas is drawn at the screen's pixel density, so that the signature is sharp.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      if (canvas.width === Math.round(width * ratio)) return;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      onChangeRef.current(null);
    };
    resize();
    const handleEnd = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', handleEnd);
    window.addEventListener('resize', resize);
    return () => {
      pad.removeEventListener('endStroke', handleEnd);
      window.removeEventListener('resize', resize);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const handleClear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}
      >
        <Typography id="signature-label" component="span" variant="body2" color="text.secondary">
          {t('estimateApproval.signature')} *
        </Typography>
        <Button size="small" onClick={handleClear} disabled={disabled}>
          {t('estimateApproval.clear')}
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={t('estimateApproval.signature')}
        aria-describedby="signature-help"
        sx={{
          display: 'block',
          width: '100%',
          height: HEIGHT,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
        }}
      />
      <FormHelperText id="signature-help" error={Boolean(error)}>
        {error ?? t('estimateApproval.signatureHelp')}
      </FormHelperText>
    </Box>
  );
}
