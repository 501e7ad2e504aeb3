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
import type { TImportReport } from '../api/csv-import';
import { countsText, ImportOutcomes } from './import-outcomes';

const count = (n: number) => n.toLocaleString('en-US');
const rowsWord = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * The one-line verdict of a check: ready (for records, with what the rows will do), or how many
 * rows (or the header) have problems.
 */
export function reportSummary(report: TImportReport, isRecords = false): string {
  if (report.problems.length === 0)
    return isRecords
      ? `${rowsWord(report.ready)} ready to import: ${countsText(report.counts, false)}`
      : `${rowsWord(report.ready)} ready to import.`;
  if (report.badRows === 0) return 'The columns need attention before the rows can be checked.';
  return `${rowsWord(report.badRows)} ${report.badRows === 1 ? 'has' : 'have'} problems; nothing will be imported until they are fixed.`;
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
  const clean = report.problems.length === 0;
  const download = () =>
    downloadCsv({
      filename: `Problems in ${fileName.replace(/\.csv$/i, '')}.csv`,
      csv: toCsv(
        ['Line', 'Column', 'Problem'],
        report.problems.map((p) => [p.line, p.column, p.reason]),
      ),
    });
  return (
    <Stack spacing={2}>
      <Alert severity={clean ? 'success' : 'error'} role="status">
        {reportSummary(report, isRecords)}
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
              Problems ({count(report.problems.length + report.moreProblems)})
            </Typography>
            <Button size="small" onClick={download} sx={{ alignSelf: 'flex-start' }}>
              Download problems (CSV)
            </Button>
          </Stack>
          {/* Focusable, so a keyboard can scroll a long list. */}
          <Box
            role="region"
            aria-label="Problems in the file"
            tabIndex={0}
            sx={{
              maxHeight: 420,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <List dense disablePadding aria-label="Problems">
              {report.problems.map((p, i) => (
                <ListItem key={`${p.line}-${i}`} divider={i < report.problems.length - 1}>
                  <ListItemText
                    primary={`Line ${p.line}: ${p.reason}`}
                    secondary={p.column ? `Column: ${p.column}` : null}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          {report.moreProblems > 0 && (
            <Typography variant="body2" color="text.secondary">
              And {count(report.moreProblems)} more problems not shown: fix these first and check
              again.
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
