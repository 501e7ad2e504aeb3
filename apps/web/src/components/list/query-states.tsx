import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorText } from '../../lib/i18n/error-text';
import { useTranslation } from '../../lib/i18n/i18n';
import { RetryAlert } from '../ui/retry-alert';

type TQueryStatesProps = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  /** The spinner's accessible name, e.g. "Loading assets". */
  loadingLabel: string;
  /** Whether there is nothing to show once loaded. */
  isEmpty: boolean;
  /** What shows when loaded and empty. */
  emptyText: ReactNode;
  /** The loaded, non-empty content. */
  children: ReactNode;
};

/** A list's loading spinner, error with retry, empty text or its content, in that order. */
export function QueryStates({
  query,
  loadingLabel,
  isEmpty,
  emptyText,
  children,
}: TQueryStatesProps) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel={t('retry')}>
        {errorText(query.error)}
      </RetryAlert>
    );
  }
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
