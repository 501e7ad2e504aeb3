import { useEffect, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import BusinessIcon from '@mui/icons-material/Business';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from '../../../lib/i18n/i18n';
import { checkPhotoFiles } from '../../../lib/photo-files';

// Hidden from sight only, so that its label opens it and the keyboard reaches it.
const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
});

/** What the dialog will do with the logo on Save. */
export type TLogoChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

/**
 * The company's logo: the current one (or the picked file) as a preview, Upload logo (checked
 * by content as photos are, before anything is saved) and Remove logo.
 */
export function CompanyLogoField({
  currentUrl,
  change,
  onChange,
  disabled,
}: {
  currentUrl: string | null;
  change: TLogoChange;
  onChange: (change: TLogoChange) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin');
  const [refusal, setRefusal] = useState<string | null>(null);
  const picked = change.kind === 'upload' ? change.file : null;
  const previewUrl = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? (change.kind === 'remove' ? null : currentUrl);

  const handleFiles = async (files: File[]) => {
    const checked = await checkPhotoFiles(files, 1);
    const file = checked.accepted[0];
    setRefusal(checked.refused[0] ?? null);
    if (file) onChange({ kind: 'upload', file });
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="div" id="company-logo-label">
        {t('companies.logo')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={shown ?? undefined}
          alt={shown ? t('companies.logoAlt') : ''}
          sx={{ width: 64, height: 64, bgcolor: 'grey.200', color: 'grey.600' }}
        >
          <BusinessIcon aria-hidden="true" />
        </Avatar>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            size="small"
            disabled={disabled}
            startIcon={<UploadIcon aria-hidden="true" />}
            sx={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            {t('companies.uploadLogo')}
            <HiddenInput
              type="file"
              accept="image/*"
              disabled={disabled}
              aria-label={t('companies.uploadLogo')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void handleFiles(files);
              }}
            />
          </Button>
          {shown && (
            <Button
              size="small"
              color="inherit"
              disabled={disabled}
              onClick={() => onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' })}
            >
              {t('companies.removeLogo')}
            </Button>
          )}
        </Stack>
      </Stack>
      {refusal && <FormHelperText error>{refusal}</FormHelperText>}
    </Stack>
  );
}
