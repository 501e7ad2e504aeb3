import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { isOffline, useConnectivity } from '../../../lib/connectivity';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * Under the header whenever the network or the live change feed is down: a word, an icon and
 * a sentence, never colour alone. `extra` is shown inside it (the count of changes waiting).
 * It waits on its own for its texts (the field catalogue, fetched as the frame opens), never
 * holding up the frame or the screen.
 */
export function OfflineBanner({ extra }: { extra?: ReactNode }) {
  const connectivity = useConnectivity();
  if (!isOffline(connectivity)) return null;
  return (
    <Suspense fallback={null}>
      <OfflineAlert extra={extra} />
    </Suspense>
  );
}

function OfflineAlert({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('field');
  return (
    <Alert severity="warning" square role="status" icon={<CloudOffIcon aria-hidden="true" />}>
      <AlertTitle sx={{ mb: 0 }}>{t('offline.title')}</AlertTitle>
      {t('offline.text')}
      {extra}
    </Alert>
  );
}
