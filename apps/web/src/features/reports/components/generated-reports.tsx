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
import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import type { TReportDataRow } from '@craftwork/domain/reports/report-types';
import { QueryStates } from '../../../components/list/query-states';
import { RowActions, type TRowAction } from '../../../components/list/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useDeleteReport, useEmailReportLink, useGeneratedReports } from '../api/reports';
import { useReportFilterWords } from '../utils/report-filter-words';
import { useReportNames } from '../utils/report-names';
import { reportSizeText } from '../utils/report-options';
import { GenerateReportDialog } from './generate-report-dialog';
import { ReportStatus } from './report-status';

const onPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The Generated Reports tab: Generate Report, and the reports with their files and actions. */
export function GeneratedReports({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('reports');
  const { reportTitle } = useReportNames();
  const notify = useNotify();
  const query = useGeneratedReports();
  const email = useEmailReportLink();
  const remove = useDeleteReport();
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState<TReportDataRow | null>(null);

  const handleEmail = (row: TReportDataRow) =>
    email.mutate(
      { reportDataId: row.id },
      {
        onSuccess: ({ to }) => notify.success(t('generated.linkSent', { to })),
        onError: (error) => notify.error(error),
      },
    );

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { reportDataId: deleting.id },
      {
        onSuccess: () => notify.success(t('generated.deleted')),
        onError: (error) => notify.error(error),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const rows = query.data ?? [];
  const emailing = email.isPending ? email.variables.reportDataId : null;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{t('generated.intro')}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => setGenerating(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('generated.generate')}
        </Button>
      </Stack>
      <QueryStates
        query={query}
        loadingLabel={t('generated.loading')}
        isEmpty={rows.length === 0}
        emptyText={t('generated.empty')}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('generated.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('generated.columns.report')}</TableCell>
                <TableCell sx={onPhones}>{t('generated.columns.created')}</TableCell>
                <TableCell sx={onPhones}>{t('generated.columns.status')}</TableCell>
                <TableCell sx={onPhones}>{t('generated.columns.size')}</TableCell>
                <TableCell align="right">{t('generated.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <ReportRow
                  key={row.id}
                  row={row}
                  timeZone={timeZone}
                  emailing={emailing === row.id}
                  onEmail={() => handleEmail(row)}
                  onDelete={() => setDeleting(row)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </QueryStates>
      <GenerateReportDialog
        open={generating}
        timeZone={timeZone}
        onClose={() => setGenerating(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('generated.deleteTitle')}
        message={t('generated.deleteMessage', {
          title: deleting ? reportTitle(deleting.title) : t('generated.thisReport'),
        })}
        okText={t('generated.delete')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ReportRow({
  row,
  timeZone,
  emailing,
  onEmail,
  onDelete,
}: {
  row: TReportDataRow;
  timeZone: string;
  emailing: boolean;
  onEmail: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('reports');
  const { listDateTime } = useFormat();
  const { reportTitle } = useReportNames();
  // The domain's words, craft types and statuses in the language shown; names as typed.
  const filterWords = useReportFilterWords();
  // A type's English title, as the server stores it, in the language shown; a typed one as is.
  const title = reportTitle(row.title);
  const created = listDateTime(row.createdAt, timeZone);
  const ready = row.status === 'ready';
  const size = reportSizeText(row);
  // Several reports can share a title: the buttons are named by title and time.
  const name = `${title}, ${created}`;
  const filters = row.filters.map(filterWords).join(' · ');
  const actions: TRowAction[] = [];
  if (ready && row.csvUrl)
    actions.push({
      label: t('generated.downloadCsvOf', { name }),
      tooltip: t('generated.downloadCsv'),
      icon: <TableViewIcon fontSize="small" />,
      href: row.csvUrl,
    });
  if (ready && row.pdfUrl)
    actions.push({
      label: t('generated.downloadPdfOf', { name }),
      tooltip: t('generated.downloadPdf'),
      icon: <PictureAsPdfIcon fontSize="small" />,
      href: row.pdfUrl,
    });
  if (ready)
    actions.push({
      label: t('generated.emailLinkTo', { name }),
      tooltip: t('generated.emailLink'),
      icon: <EmailIcon fontSize="small" />,
      onClick: onEmail,
      disabled: emailing,
      loading: emailing,
    });
  if (row.canDelete)
    actions.push({
      label: t('generated.deleteNamed', { name }),
      tooltip: t('generated.delete'),
      icon: <DeleteIcon fontSize="small" />,
      onClick: onDelete,
    });
  return (
    <TableRow hover>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {row.configName && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('generated.scheduled', { name: row.configName })}
          </Typography>
        )}
        {filters && (
          <Typography variant="caption" color="text.secondary" component="p">
            {filters}
          </Typography>
        )}
        {/* On phones the hidden columns' values show under the title. */}
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {created} · {row.createdBy.name}
            {size && ` · ${size}`}
          </Typography>
          <ReportStatus row={row} />
        </Box>
      </TableCell>
      <TableCell sx={{ ...onPhones, verticalAlign: 'top' }}>
        <Typography variant="body2">{created}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {row.createdBy.name}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...onPhones, verticalAlign: 'top' }}>
        <ReportStatus row={row} />
      </TableCell>
      <TableCell sx={{ ...onPhones, verticalAlign: 'top' }}>
        <Typography variant="body2">{size}</Typography>
        {row.rowCount !== null && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('generated.rows', { count: row.rowCount })}
          </Typography>
        )}
      </TableCell>
      <RowActions actions={actions} />
    </TableRow>
  );
}
