import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { toCsv } from '@craftwork/domain/lists/csv';
import { downloadCsv } from '../../../components/list/download-csv';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import type { TImportReport } from '../api/csv-import';
import { countsText, ImportOutcomes } from './import-outcomes';

/**
 * The one-line verdict of a check: ready (for records, with what the rows will do), or how many
 * rows (or the header) have problems.
 */
export function reportSummary(
  t: TFunction<'imports'>,
  report: TImportReport,
  isRecords = false,
): string {
  if (report.problems.length === 0)
    return isRecords
      ? t('report.readyRecords', {
          count: report.ready,
          counts: countsText(t, report.counts, false),
        })
      : t('report.ready', { count: report.ready });
  if (report.badRows === 0) return t('report.headerProblems');
  return t('report.badRows', { count: report.badRows });
}

/**
 * The result of Check file: a summary and, when there are problems, the list of them by line;
 * for records without problems, what each line will do.
 */
export function ImportReport({
  report,
  fileName,
  isRecords = false,
}: {
  report: TImportReport;
  fileName: string;
  isRecords?: boolean;
}) {
  const { t } = useTranslation('imports');
  const format = useFormat();
  const clean = report.problems.length === 0;
  const download = () =>
    downloadCsv({
      filename: t('report.fileName', { name: fileName.replace(/\.csv$/i, '') }),
      csv: toCsv(
        [t('report.csvLine'), t('report.csvColumn'), t('report.csvProblem')],
        report.problems.map((p) => [p.line, p.column, p.reason]),
      ),
    });
  return (
    <Stack spacing={2}>
      <Alert severity={clean ? 'success' : 'error'} role="status">
        {reportSummary(t, report, isRecords)}
      </Alert>
      {clean && isRecords && <ImportOutcomes outcomes={report.outcomes} isDone={false} />}
      {!clean && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="subtitle2" component="h3">
              {t('report.problemsHeading', {
                count: format.number(report.problems.length + report.moreProblems),
              })}
            </Typography>
            <Button size="small" onClick={download} sx={{ alignSelf: 'flex-start' }}>
              {t('report.download')}
            </Button>
          </Stack>
          {/* Focusable, so a keyboard can scroll a long list. */}
          <Box
            role="region"
            aria-label={t('report.regionLabel')}
            tabIndex={0}
            sx={{
              maxHeight: 420,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <List dense disablePadding aria-label={t('report.listLabel')}>
              {report.problems.map((p, i) => (
                <ListItem key={`${p.line}-${i}`} divider={i < report.problems.length - 1}>
                  <ListItemText
                    primary={t('report.problemLine', { line: p.line, reason: p.reason })}
                    secondary={p.column ? t('report.problemColumn', { column: p.column }) : null}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          {report.moreProblems > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('report.moreProblems', { count: report.moreProblems })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
