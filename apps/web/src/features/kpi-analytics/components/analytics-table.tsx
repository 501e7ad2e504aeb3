import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ANALYTICS_CHARTS,
  groupHeading,
  offersPercentage,
  percentageBase,
  percentOf,
  type TAnalyticsBar,
  type TAnalyticsChartType,
} from '@craftwork/domain/kpis/analytics';
import { VISUALLY_HIDDEN_SX } from '../../../components/ui/visually-hidden';

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
  const share = offersPercentage(type);
  return (
    <Box sx={VISUALLY_HIDDEN_SX}>
      <Table size="small" aria-label={ANALYTICS_CHARTS[type].title}>
        <TableHead>
          <TableRow>
            <TableCell>{groupHeading(type)}</TableCell>
            <TableCell>{ANALYTICS_CHARTS[type].title}</TableCell>
            {share && <TableCell>{percentageBase(type)}</TableCell>}
            {share && <TableCell>Percentage</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {bars.map((bar) => (
            <TableRow key={bar.key}>
              <TableCell>{bar.label}</TableCell>
              <TableCell>{bar.value}</TableCell>
              {share && <TableCell>{bar.total}</TableCell>}
              {share && <TableCell>{`${percentOf(bar.value, bar.total)}%`}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
