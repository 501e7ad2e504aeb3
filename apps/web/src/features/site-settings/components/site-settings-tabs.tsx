import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { InlineLoader } from '../../../components/ui/full-screen-loader';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { errorText } from '../../../lib/i18n/error-text';
import { useSiteSettings } from '../api/site-settings';
import { BillingSection } from './billing-section';
import { ComplianceSection } from './compliance-section';
import { GeneralSection } from './general-section';
import { PrintAddressWarning } from './print-address-warning';
import { PairsSection } from './pairs-section';
import { SwitchesSection } from './switches-section';
import { WorkTypesSection } from './work-types-section';

export type TExtraTab = { id: string; label: string; content: ReactNode };

const OWN_TABS = [
  { id: 'general', key: 'general' },
  { id: 'work-types', key: 'workTypes' },
  { id: 'switches', key: 'switches' },
  { id: 'next-opportunity', key: 'nextOpportunity' },
  { id: 'billing', key: 'billing' },
  { id: 'compliance', key: 'compliance' },
] as const;

/**
 * Site settings in tabs (the open tab is in the address, `?tab=`): General, Work types,
 * Switches, Next Opportunity & Awaiting Estimate, Billing, Compliance, then the tabs the route adds (the detail
 * field editors). Each of its own tabs saves its changed values with its own Save.
 */
export function SiteSettingsTabs({ extraTabs = [] }: { extraTabs?: readonly TExtraTab[] }) {
  const { t } = useTranslation('admin');
  const settings = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const tabs = [
    ...OWN_TABS.map((tab) => ({ id: tab.id, label: t(`siteSettings.tabs.${tab.key}`) })),
    ...extraTabs,
  ];
  const current = tabs.find((t) => t.id === params.get('tab'))?.id ?? 'general';

  if (settings.isPending) return <InlineLoader />;
  if (settings.isError) {
    return (
      <RetryAlert onRetry={() => void settings.refetch()}>{errorText(settings.error)}</RetryAlert>
    );
  }
  const data = settings.data;
  const extra = extraTabs.find((t) => t.id === current);

  return (
    <Box>
      <PrintAddressWarning />
      <Tabs
        value={current}
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
        aria-label={t('siteSettings.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`site-settings-tab-${tab.id}`}
            aria-controls={`site-settings-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`site-settings-panel-${current}`}
        aria-labelledby={`site-settings-tab-${current}`}
        sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 0, sm: 0 } }}
      >
        {current === 'general' && <GeneralSection settings={data} />}
        {current === 'work-types' && <WorkTypesSection settings={data} />}
        {current === 'switches' && <SwitchesSection settings={data} />}
        {current === 'next-opportunity' && <PairsSection settings={data} />}
        {current === 'billing' && <BillingSection settings={data} />}
        {current === 'compliance' && <ComplianceSection settings={data} />}
        {extra && <Box sx={{ pb: { xs: 2, sm: 3 } }}>{extra.content}</Box>}
      </Paper>
    </Box>
  );
}
