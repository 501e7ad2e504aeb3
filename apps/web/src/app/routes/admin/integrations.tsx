import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiTokensTab } from '../../../features/api-tokens/components/api-tokens-tab';
import { CsvImportTab } from '../../../features/csv-import/components/csv-import-tab';
import { SsoTab } from '../../../features/sso/components/sso-tab';
import { WebhooksTab } from '../../../features/webhooks/components/webhooks-tab';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

const TABS = [
  { id: 'api-tokens', key: 'apiTokens', content: <ApiTokensTab /> },
  { id: 'webhooks', key: 'webhooks', content: <WebhooksTab /> },
  { id: 'import', key: 'import', content: <CsvImportTab /> },
  { id: 'sign-in', key: 'signIn', content: <SsoTab /> },
] as const;

/**
 * /admin/integrations: API tokens and their request log, webhooks and their deliveries, and the
 * CSV import of records and tasks; for site admins. The open tab is in the address (`?tab=`).
 */
export default function IntegrationsPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('integrations', screenUser(site))) {
    return (
      <>
        <PageHeading title={t('routes.integrations')} />
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      </>
    );
  }
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  return (
    <>
      <PageHeading title={t('routes.integrations')} />
      <Box>
        <Tabs
          value={current.id}
          onChange={(_, tab: string) =>
            setParams(
              (p) => {
                p.set('tab', tab);
                return p;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('routes.integrationsSections')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={t(`routes.tabs.${tab.key}`)}
              id={`integrations-tab-${tab.id}`}
              aria-controls={`integrations-panel-${tab.id}`}
            />
          ))}
        </Tabs>
        <Paper
          variant="outlined"
          role="tabpanel"
          id={`integrations-panel-${current.id}`}
          aria-labelledby={`integrations-tab-${current.id}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {current.content}
        </Paper>
      </Box>
    </>
  );
}
