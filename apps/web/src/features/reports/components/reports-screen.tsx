import { useId } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/i18n/i18n';
import { GeneratedReports } from './generated-reports';
import { ReportConfigs } from './report-configs';

const TABS = [{ key: 'generated' }, { key: 'configurations' }] as const;
type TTab = (typeof TABS)[number]['key'];

/**
 * /reports: the Generated Reports and Report Configurations tabs (spec part 3 section 2.7).
 * The open tab is kept in the address (?tab=configurations), so it survives a reload.
 */
export function ReportsScreen({ timeZone }: { timeZone: string }) {
  const { t: tr } = useTranslation('reports');
  const id = useId();
  const [params, setParams] = useSearchParams();
  // On phones the two tabs share the width, their labels wrapping, so neither is cut off.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tab: TTab = params.get('tab') === 'configurations' ? 'configurations' : 'generated';
  const choose = (next: TTab) =>
    setParams(next === 'generated' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TTab) => choose(next)}
          aria-label={tr('screen.tabsLabel')}
          variant={phone ? 'fullWidth' : 'standard'}
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={tr(`screen.tabs.${t.key}`)}
              id={`${id}-tab-${t.key}`}
              aria-controls={`${id}-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          hidden={tab !== t.key}
        >
          {tab === t.key &&
            (t.key === 'generated' ? (
              <GeneratedReports timeZone={timeZone} />
            ) : (
              <ReportConfigs timeZone={timeZone} />
            ))}
        </div>
      ))}
    </>
  );
}
