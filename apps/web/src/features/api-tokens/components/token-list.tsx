import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TApiTokenStatus } from '@craftwork/domain/integrations/tokens';
import { QueryStates } from '../../../components/list/query-states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useApiTokens, useRevokeApiToken, type TApiTokenRow } from '../api/api-tokens';
import { tokenDetailLines } from './token-details';

const STATUS_COLORS: Record<TApiTokenStatus, 'success' | 'default' | 'error'> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

/** The site's tokens, newest first, each with its status, details and (while active) Revoke. */
export function TokenList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('integrations');
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<TApiTokenRow | null>(null);
  return (
    <>
      <QueryStates
        query={tokens}
        loadingLabel={t('apiTokens.list.loading')}
        isEmpty={tokens.data?.length === 0}
        emptyText={t('apiTokens.list.empty')}
      >
        <Stack
          component="ul"
          aria-label={t('apiTokens.list.label')}
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
        >
          {(tokens.data ?? []).map((token) => (
            <Paper
              component="li"
              variant="outlined"
              key={token.id}
              aria-label={t('apiTokens.list.item', {
                name: token.name,
                status: t(`apiTokens.status.${token.status}`),
              })}
              sx={{
                listStyle: 'none',
                p: 2,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
                alignItems: { sm: 'flex-start' },
                // Tokens that no longer work sit on a grey card: faded text would fail contrast.
                bgcolor: token.status === 'active' ? undefined : 'action.hover',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="h4" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                    {token.name}
                  </Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLORS[token.status]}
                    label={t(`apiTokens.status.${token.status}`)}
                  />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`apiTokens.scope.${token.scope}`)}
                  />
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    mt: 1,
                    display: 'grid',
                    gridTemplateColumns: 'max-content 1fr',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    typography: 'body2',
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  {tokenDetailLines(token, timeZone, t, i18n.language).map(([term, value]) => (
                    <Box key={term} sx={{ display: 'contents' }}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </Box>
                  ))}
                </Box>
              </Box>
              {token.status === 'active' && (
                <Button
                  color="error"
                  variant="outlined"
                  size="small"
                  onClick={() => setConfirming(token)}
                  aria-label={t('apiTokens.list.revokeName', { name: token.name })}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {t('apiTokens.list.revoke')}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      </QueryStates>
      <ConfirmDialog
        open={confirming !== null}
        title={t('apiTokens.list.confirmTitle')}
        message={t('apiTokens.list.confirmMessage', { name: confirming?.name ?? '' })}
        okText={t('apiTokens.list.revoke')}
        cancelText={t('cancel')}
        isPending={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          revoke.mutate(
            { tokenId: confirming.id },
            {
              onSuccess: () => {
                notify.success(t('apiTokens.list.revoked'));
                setConfirming(null);
              },
              onError: (error) => notify.error(error),
            },
          )
        }
      />
    </>
  );
}
