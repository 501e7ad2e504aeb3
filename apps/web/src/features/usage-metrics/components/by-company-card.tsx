import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../lib/i18n/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RetryAlert } from '../../../components/ui/retry-alert';
import type { TUsageCompanyRow } from '../api/usage-metrics';

const COUNTS = ['users', 'activeUsers', 'signIns', 'recordsCreated', 'tasksCreated'] as const;

/** What the By company card needs of its query (TanStack Query's result). */
type TByCompanyQuery = {
  data?: TUsageCompanyRow[];
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The counts per company of the range: members, active members (signed in within the range),
 * sign-ins, records and tasks created. Members of no company are one row, last.
 */
export function ByCompanyCard({
  query,
  problem,
}: {
  query: TByCompanyQuery;
  problem: string | null;
}) {
  const { t } = useTranslation('integrations');
  const format = useFormat();
  const headingId = 'usage-by-company-heading';
  const rows = problem ? [] : (query.data ?? []);
  const isLoading = !problem && (query.isPending || query.isFetching);
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby={headingId}>
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('usage.byCompany.title')}
        </Typography>
        {query.error && !problem ? (
          <RetryAlert onRetry={() => void query.refetch()} sx={{ mb: 1 }}>
            {errorText(query.error)}
          </RetryAlert>
        ) : null}
        {isLoading ? <LinearProgress aria-label={t('usage.byCompany.loading')} /> : null}
        {/* Focusable, so a keyboard can scroll a table wider than the phone (WCAG 2.1.1). */}
        <TableContainer
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
        >
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('usage.byCompany.columns.company')}</TableCell>
                {COUNTS.map((key) => (
                  <TableCell key={key} align="right">
                    {t(`usage.byCompany.columns.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.companyId ?? 'none'}>
                  <TableCell component="th" scope="row">
                    {row.companyId === null
                      ? t('usage.byCompany.noCompany')
                      : row.company || t('usage.unavailable')}
                  </TableCell>
                  {COUNTS.map((key) => (
                    <TableCell key={key} align="right">
                      {format.number(row[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {rows.length === 0 && !isLoading ? (
                <TableRow>
                  <TableCell colSpan={COUNTS.length + 1}>
                    {problem ?? (query.error ? '' : t('usage.byCompany.empty'))}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
