import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { TReportConfigRow } from '@craftwork/domain/reports/report-types';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useNotify } from '../../../lib/notify';
import { useDeleteReportConfig, useReportConfigs, useReportTypes } from '../api/reports';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useReportNames } from '../utils/report-names';
import { ReportConfigDialog } from './report-config-dialog';
import { SentLog } from './sent-log';

const onPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;
const onWide = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Shown under the name only on phones, where the Type and Frequency columns are hidden. */
const onPhonesInline = { display: { xs: 'inline', sm: 'none' } } as const;

type TEditing = { config: TReportConfigRow | null } | null;

/** The Report Configurations tab: saved configurations, their schedule and the Sent log. */
export function ReportConfigs({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('reports');
  const { listDateTime } = useFormat();
  const { typeTitle } = useReportNames();
  const yesNo = (b: boolean) => (b ? t('configs.yes') : t('configs.no'));
  const notify = useNotify();
  const query = useReportConfigs();
  const types = useReportTypes();
  const remove = useDeleteReportConfig();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TReportConfigRow | null>(null);
  const when = (iso: string | null) => (iso ? listDateTime(iso, timeZone) : '—');

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { reportConfigId: deleting.id },
      {
        onSuccess: () => notify.success(t('configs.deleted')),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const rows = query.data ?? [];
  const schedule = (c: TReportConfigRow) =>
    t('configs.schedule', { frequency: t(`frequency.${c.frequency}`), time: c.sendTime });
  const lastRun = (c: TReportConfigRow) =>
    c.lastRun
      ? t('configs.lastRun', {
          status: t(`runStatus.${c.lastRun.status}`),
          when: when(c.lastRun.at),
        })
      : t('configs.notRunYet');
  const lastRunError = (c: TReportConfigRow) =>
    c.lastRun?.error ? (
      <Typography variant="caption" color="error" component="p">
        {c.lastRun.error}
      </Typography>
    ) : null;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{t('configs.intro')}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => setEditing({ config: null })}
          disabled={!types.data}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('configs.new')}
        </Button>
      </Stack>
      <QueryStates
        query={query}
        loadingLabel={t('configs.loading')}
        isEmpty={rows.length === 0}
        emptyText={t('configs.empty')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('configs.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('configs.columns.name')}</TableCell>
                <TableCell sx={onPhones}>{t('configs.columns.type')}</TableCell>
                <TableCell sx={onPhones}>{t('configs.columns.frequency')}</TableCell>
                <TableCell sx={onWide}>{t('configs.columns.subscribed')}</TableCell>
                <TableCell sx={onWide}>{t('configs.columns.whiteLabel')}</TableCell>
                <TableCell sx={onWide}>{t('configs.columns.nextRun')}</TableCell>
                <TableCell sx={onWide}>{t('configs.columns.lastRun')}</TableCell>
                <TableCell align="right">{t('configs.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} hover>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {c.name}
                    </Typography>
                    {/* Below 900 px the hidden columns' values show under the name. */}
                    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                      <Typography variant="caption" color="text.secondary" component="p">
                        <Box component="span" sx={onPhonesInline}>
                          {typeTitle(c.type)} · {schedule(c)} ·{' '}
                        </Box>
                        {t('configs.summary', {
                          subscribed: c.subscribed ? 'yes' : 'no',
                          whiteLabel: c.whiteLabel ? 'yes' : 'no',
                          next: when(c.nextRunAt),
                          last: lastRun(c),
                        })}
                      </Typography>
                      {lastRunError(c)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...onPhones, verticalAlign: 'top' }}>
                    {typeTitle(c.type)}
                  </TableCell>
                  <TableCell sx={{ ...onPhones, verticalAlign: 'top' }}>{schedule(c)}</TableCell>
                  <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>
                    {yesNo(c.subscribed)}
                  </TableCell>
                  <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>
                    {yesNo(c.whiteLabel)}
                  </TableCell>
                  <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>
                    {when(c.nextRunAt)}
                  </TableCell>
                  <TableCell sx={{ ...onWide, verticalAlign: 'top' }}>
                    {lastRun(c)}
                    {lastRunError(c)}
                  </TableCell>
                  <RowActions
                    actions={[
                      {
                        label: t('configs.editNamed', { name: c.name }),
                        tooltip: t('configs.edit'),
                        icon: <EditIcon fontSize="small" />,
                        onClick: () => setEditing({ config: c }),
                        disabled: !types.data,
                      },
                      {
                        label: t('configs.deleteNamed', { name: c.name }),
                        tooltip: t('configs.delete'),
                        icon: <DeleteIcon fontSize="small" />,
                        onClick: () => setDeleting(c),
                      },
                    ]}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <SentLog timeZone={timeZone} />
      {types.data && (
        <ReportConfigDialog
          open={editing !== null}
          config={editing?.config ?? null}
          types={types.data}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('configs.deleteTitle')}
        message={t('configs.deleteMessage', {
          name: deleting?.name ?? t('configs.thisConfiguration'),
        })}
        okText={t('configs.delete')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
