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

/** Kept for screen readers, not shown (the usual clip of visually hidden content). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The chart's numbers as a table, for screen readers (the chart itself is hidden from them). */
export function AnalyticsTable({
  type,
  bars,
}: {
  type: TAnalyticsChartType;
  bars: readonly TAnalyticsBar[];
}) {
  const share = offersPercentage(type);
  return (
    <Table size="small" sx={visuallyHidden} aria-label={ANALYTICS_CHARTS[type].title}>
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
  );
}
