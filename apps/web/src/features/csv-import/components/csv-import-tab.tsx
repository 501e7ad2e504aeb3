import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type TImportKind,
} from '@craftwork/domain/import/fields';
import { craftListPath, taskListPath } from '@craftwork/domain/navigation/drawer';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/errors';
import {
  useDownloadTemplate,
  useDryRun,
  useInspectFile,
  useRunImport,
  type TImportInspection,
  type TImportReport,
} from '../api/csv-import';
import { ColumnMapping, unmappedRequired } from './column-mapping';
import { ImportReport } from './import-report';

const count = (n: number) => n.toLocaleString('en-US');
const KIND_HINTS: Record<TImportKind, string> = {
  records:
    'One craft record per row. Locations, companies and assets are named as they are on the site.',
  tasks:
    'One task per row, on a craft record of the site named by its tag number: import the records first.',
};

type TDone = { kind: TImportKind; created: number };

/**
 * The Integrations page's Import tab: a CSV of craft records or tasks, its columns mapped to
 * fields, checked row by row (Check file), then imported whole or not at all.
 */
export function CsvImportTab() {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<TImportKind>('records');
  const [file, setFile] = useState<File | null>(null);
  const [inspection, setInspection] = useState<TImportInspection | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<TDone | null>(null);
  const template = useDownloadTemplate();
  const inspect = useInspectFile();
  const dryRun = useDryRun();
  const runImport = useRunImport();

  const reset = () => {
    setInspection(null);
    setMapping([]);
    setReport(null);
    setDone(null);
    inspect.reset();
    dryRun.reset();
    runImport.reset();
  };
  const readFile = (chosen: File | null, forKind: TImportKind) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    inspect.mutate(
      { kind: forKind, file: chosen },
      {
        onSuccess: (answer) => {
          setInspection(answer);
          setMapping(answer.mapping);
        },
      },
    );
  };
  const changeKind = (next: TImportKind) => {
    setKind(next);
    readFile(file, next);
  };
  const check = () => {
    if (!file) return;
    setReport(null);
    dryRun.mutate({ kind, file, mapping }, { onSuccess: setReport });
  };
  const importAll = () => {
    if (!file) return;
    runImport.mutate(
      { kind, file, mapping },
      {
        onSuccess: (result) => {
          setConfirming(false);
          if (result.imported) {
            setDone({ kind, created: result.created });
            setInspection(null);
            setReport(null);
            setFile(null);
            if (fileInput.current) fileInput.current.value = '';
          } else setReport(result.report);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const ready = report !== null && report.problems.length === 0 && report.ready > 0;
  const missing = inspection ? unmappedRequired(inspection.fields, mapping) : [];
  const failure = inspect.error ?? dryRun.error ?? runImport.error;

  return (
    <Stack spacing={3} aria-labelledby={headingId} component="section">
      <Box>
        <Typography variant="h6" component="h2" id={headingId}>
          Import from a spreadsheet
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Save the spreadsheet as CSV, choose what it holds, match its columns to fields and check
          it. Nothing is imported until every row is right; then all rows are imported at once.
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        <Box>
          <FormLabel id={`${headingId}-kind`}>What does the file hold?</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${headingId}-kind`}
            value={kind}
            onChange={(event) => changeKind(event.target.value as TImportKind)}
          >
            {IMPORT_KINDS.map((k) => (
              <FormControlLabel
                key={k}
                value={k}
                control={<Radio />}
                label={IMPORT_KIND_LABELS[k]}
              />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary">
            {KIND_HINTS[kind]}
          </Typography>
        </Box>
      </Stack>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          Choose CSV file
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            hidden
            onChange={(event) => readFile(event.target.files?.[0] ?? null, kind)}
          />
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => template.mutate({ kind })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Download template ({IMPORT_KIND_LABELS[kind].toLowerCase()})
        </Link>
      </Stack>

      {inspect.isPending && (
        <Box role="status">
          <Typography variant="body2">Reading {file?.name}…</Typography>
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {count(done.created)} {done.kind === 'records' ? 'craft records' : 'tasks'} imported.{' '}
          <Link
            component={RouterLink}
            to={done.kind === 'records' ? craftListPath('all', false) : taskListPath('All', false)}
          >
            Open the {done.kind === 'records' ? 'craft records' : 'task'} list
          </Link>
        </Alert>
      )}

      {inspection && file && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3">
            {file.name}: {count(inspection.rowCount)} {inspection.rowCount === 1 ? 'row' : 'rows'}
          </Typography>
          <ColumnMapping
            inspection={inspection}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setReport(null);
            }}
          />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              onClick={check}
              loading={dryRun.isPending}
              disabled={missing.length > 0 || runImport.isPending}
            >
              Check file
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={!ready || runImport.isPending}
            >
              Import
            </Button>
          </Stack>
          {dryRun.isPending && (
            <Typography variant="body2" role="status">
              Checking {count(inspection.rowCount)} rows…
            </Typography>
          )}
          {runImport.isPending && (
            <Box role="status">
              <Typography variant="body2">Importing {count(report?.ready ?? 0)} rows…</Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          )}
          {report && !runImport.isPending && <ImportReport report={report} fileName={file.name} />}
        </Stack>
      )}

      <ConfirmDialog
        open={confirming}
        title={`Import ${IMPORT_KIND_LABELS[kind].toLowerCase()}?`}
        message={`${count(report?.ready ?? 0)} ${kind === 'records' ? 'craft records' : 'tasks'} will be created on this site. This cannot be undone in one step.`}
        okText="Import"
        isPending={runImport.isPending}
        onConfirm={importAll}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
