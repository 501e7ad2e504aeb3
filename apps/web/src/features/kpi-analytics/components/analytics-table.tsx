import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ANALYTICS_CHARTS,
  offersPercentage,
  percentOf,
  type TAnalyticsBar,
  type TAnalyticsChartType,
} from '@craftwork/domain/kpis/analytics';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * The chart's numbers as a table, for screen readers (the chart itself is hidden from them).
 * The hiding box is a div around the table: a table given 1 px still grows to its longest
 * heading and row, and would push a phone's page sideways.
 */
export function AnalyticsTable({
  type,
  bars,
}: {
  type: TAnalyticsChartType;
  bars: readonly TAnalyticsBar[];
}) {
  const { t } = useTranslation('kpis');
  const format = useFormat();
  const share = offersPercentage(type);
  const title = t(`analytics.charts.${type}`);
  const { groupBy, subject } = ANALYTICS_CHARTS[type];
  return (
    <Box sx={VISUALLY_HIDDEN_SX}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`analytics.groups.${groupBy}`)}</TableCell>
            <TableCell>{title}</TableCell>
            {share && <TableCell>{t(`analytics.bases.${subject}`)}</TableCell>}
            {share && <TableCell>{t('analytics.percentage')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {bars.map((bar) => (
            <TableRow key={bar.key}>
              <TableCell>{bar.label}</TableCell>
              <TableCell>{format.number(bar.value)}</TableCell>
              {share && <TableCell>{format.number(bar.total)}</TableCell>}
              {share && <TableCell>{format.percent(percentOf(bar.value, bar.total))}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
