import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSendAppDownloadCodeLink } from '../api/send-app-download-code-link';

type TPlatform = 'ios' | 'android';
/** Platform names are the vendors' own, the same in every language. */
const PLATFORM_NAMES: Record<TPlatform, string> = { ios: 'iOS', android: 'Android' };

type TAppDownloadProps = {
  /** The user's own address: the link goes there. */
  email: string | undefined;
  /** The brand (theme identifier) sent as `version`. */
  brand: string | undefined;
};

/** Pick iOS or Android and have the download instructions e-mailed to yourself. */
export function AppDownload({ email, brand }: TAppDownloadProps) {
  const { t } = useTranslation('reports');
  const notify = useNotify();
  const send = useSendAppDownloadCodeLink();
  const [platform, setPlatform] = useState<TPlatform | null>(null);

  const handleSend = () => {
    if (!platform || !brand) return;
    send.mutate(
      { platform, code: null, version: brand },
      {
        // One message per send (decision 105): the spec's snackbar, saying where to look.
        onSuccess: () => notify.success(t('download.sent')),
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <Box>
      <Typography color="text.secondary" gutterBottom>
        {t('download.intro', { email: email ? email : 'none' })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={platform}
        onChange={(_event, value: TPlatform | null) => {
          setPlatform(value);
          send.reset();
        }}
        aria-label={t('download.platform')}
        // Platform names keep their own case: "iOS", not "IOS".
        sx={{ my: 2, '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="ios" aria-label={PLATFORM_NAMES.ios}>
          <AppleIcon sx={{ mr: 1 }} aria-hidden="true" />
          {PLATFORM_NAMES.ios}
        </ToggleButton>
        <ToggleButton value="android" aria-label={PLATFORM_NAMES.android}>
          <AndroidIcon sx={{ mr: 1 }} aria-hidden="true" />
          {PLATFORM_NAMES.android}
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={2}>
        <Button
          variant="contained"
          size="large"
          onClick={handleSend}
          disabled={!platform || !brand || send.isPending}
        >
          {t('download.send')}
        </Button>
        <Link to={paths.start}>{t('download.back')}</Link>
      </Stack>
    </Box>
  );
}
