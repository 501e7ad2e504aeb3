import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { paths } from '../../../config/paths';
import { Link } from '../../../components/ui/link';
import { useNotify } from '../../../lib/notify';
import { useSendAppDownloadCodeLink } from '../api/send-app-download-code-link';

type TPlatform = 'ios' | 'android';

type TAppDownloadProps = {
  /** The user's own address: the link goes there. */
  email: string | undefined;
  /** The brand (theme identifier) sent as `version`. */
  brand: string | undefined;
};

/** Pick iOS or Android and have the download instructions e-mailed to yourself. */
export function AppDownload({ email, brand }: TAppDownloadProps) {
  const notify = useNotify();
  const send = useSendAppDownloadCodeLink();
  const [platform, setPlatform] = useState<TPlatform | null>(null);

  const handleSend = () => {
    if (!platform || !brand) return;
    send.mutate(
      { platform, code: null, version: brand },
      {
        // One message per send (decision 105): the spec's snackbar, saying where to look.
        onSuccess: () => notify.success(MESSAGES.downloadInstructionsSent),
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <Box>
      <Typography color="text.secondary" gutterBottom>
        Choose your phone and we will e-mail the download link{email ? ` to ${email}` : ''}.
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={platform}
        onChange={(_event, value: TPlatform | null) => {
          setPlatform(value);
          send.reset();
        }}
        aria-label="Phone platform"
        // Platform names keep their own case: "iOS", not "IOS".
        sx={{ my: 2, '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="ios" aria-label="iOS">
          <AppleIcon sx={{ mr: 1 }} aria-hidden="true" />
          iOS
        </ToggleButton>
        <ToggleButton value="android" aria-label="Android">
          <AndroidIcon sx={{ mr: 1 }} aria-hidden="true" />
          Android
        </ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={2}>
        <Button
          variant="contained"
          size="large"
          onClick={handleSend}
          disabled={!platform || !brand || send.isPending}
        >
          Send Download Link
        </Button>
        <Link to={paths.start}>Go Back</Link>
      </Stack>
    </Box>
  );
}
