import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { ReactNode } from 'react';
import { isOffline, useConnectivity } from '../../../lib/connectivity';

export const OFFLINE_TITLE = 'Offline';
export const OFFLINE_TEXT =
  'Showing what was saved on this device. Changes are sent when you are back online.';

/**
 * Under the header whenever the network or the live change feed is down: a word, an icon and
 * a sentence, never colour alone. `extra` is shown inside it (the count of changes waiting).
 */
export function OfflineBanner({ extra }: { extra?: ReactNode }) {
  const connectivity = useConnectivity();
  if (!isOffline(connectivity)) return null;
  return (
    <Alert severity="warning" square role="status" icon={<CloudOffIcon aria-hidden="true" />}>
      <AlertTitle sx={{ mb: 0 }}>{OFFLINE_TITLE}</AlertTitle>
      {OFFLINE_TEXT}
      {extra}
    </Alert>
  );
}
