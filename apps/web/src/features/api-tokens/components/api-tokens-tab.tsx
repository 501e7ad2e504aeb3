import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSite } from '../../../lib/session';
import type { TCreatedApiToken } from '../api/api-tokens';
import { ApiRequestLog } from './api-request-log';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenCreatedDialog } from './token-created-dialog';
import { TokenList } from './token-list';

const API_DOCS_PATH = '/api/v1/docs';

/**
 * The Integrations page's "API tokens" tab: how to reach the API, the site's tokens (create,
 * revoke) and the log of requests made with them.
 */
export function ApiTokensTab() {
  const { t } = useTranslation('integrations');
  const site = useSite();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  const timeZone = site?.timezone ?? 'UTC';
  const baseUrl = `${window.location.origin}/api/v1`;
  return (
    <Stack spacing={3}>
      <section aria-labelledby="api-tokens-heading">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography id="api-tokens-heading" component="h3" variant="h6">
            {t('apiTokens.heading')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setIsCreating(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('apiTokens.createButton')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans
            t={t}
            i18nKey="apiTokens.intro"
            values={{ baseUrl }}
            components={{
              url: (
                <Typography
                  component="code"
                  variant="body2"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                />
              ),
              code: <code />,
              docs: <Link href={API_DOCS_PATH} target="_blank" rel="noopener" />,
            }}
          />
        </Typography>
        <TokenList timeZone={timeZone} />
      </section>
      <section aria-labelledby="api-requests-heading">
        <Typography id="api-requests-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('apiTokens.requestsHeading')}
        </Typography>
        <ApiRequestLog timeZone={timeZone} />
      </section>
      <CreateTokenDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(token) => {
          setIsCreating(false);
          setCreated(token);
        }}
      />
      <TokenCreatedDialog token={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
