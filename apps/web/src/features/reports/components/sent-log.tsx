import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryStates } from '../../../components/list/query-states';
import { useSentLog } from '../api/reports';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

const onWide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The Sent log: each scheduled delivery, its period, recipients and outcome. */
export function SentLog({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('reports');
  const { listDateTime } = useFormat();
  const query = useSentLog();
  const rows = query.data ?? [];
  return (
    <section aria-labelledby="sent-log-heading">
      <Typography id="sent-log-heading" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('sentLog.title')}
      </Typography>
      <QueryStates
        query={query}
        loadingLabel={t('sentLog.loading')}
        isEmpty={rows.length === 0}
        emptyText={t('sentLog.empty')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('sentLog.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sentLog.columns.configuration')}</TableCell>
                <TableCell>{t('sentLog.columns.status')}</TableCell>
                <TableCell sx={onWide}>{t('sentLog.columns.period')}</TableCell>
                <TableCell sx={onWide}>{t('sentLog.columns.scheduledFor')}</TableCell>
                <TableCell sx={onWide}>{t('sentLog.columns.attempts')}</TableCell>
                <TableCell sx={onWide}>{t('sentLog.columns.recipients')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((run) => {
                const scheduled = listDateTime(run.scheduledFor, timeZone);
                const recipients = run.recipients.join(', ') || '—';
                return (
                  <TableRow key={run.id}>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <Typography variant="body2">{run.configName}</Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ display: { xs: 'block', md: 'none' } }}
                      >
                        {run.period} · {scheduled} · {recipients}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <Typography variant="body2">
                        {run.attempts > 1
                          ? t('sentLog.statusWithAttempt', {
                              status: t(`runStatus.${run.status}`),
                              attempt: run.attempts,
                            })
                          : t(`runStatus.${run.status}`)}
                      </Typography>
                      {run.error && (
                        <Typography variant="caption" color="error" component="p">
                          {run.error}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>{run.period}</TableCell>
                    <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>{scheduled}</TableCell>
                    <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>{run.attempts}</TableCell>
                    <TableCell sx={{ ...onWide, verticalAlign: 'top', wordBreak: 'break-word' }}>
                      {recipients}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
    </section>
  );
}
