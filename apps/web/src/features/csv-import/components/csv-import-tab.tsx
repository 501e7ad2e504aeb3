import { useEffect, useId, useRef, useState } from 'react';
import { ORPCError } from '@orpc/client';
import type { TFunction } from 'i18next';
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
import DownloadIcon from '@mui/icons-material/Download';
import type { TImportDelimiter } from '@craftwork/domain/import/delimiter';
import {
  IMPORT_KINDS,
  IMPORT_LIMITS,
  type TExistingRecordMode,
  type TImportConstant,
  type TImportKind,
} from '@craftwork/domain/import/fields';
import { craftListPath, taskListPath } from '@craftwork/domain/navigation/drawer';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  useDownloadTemplate,
  useDryRun,
  useInspectFile,
  useRunImport,
  type TImportInspection,
  type TImportReport,
} from '../api/csv-import';
import { ColumnMapping, unmappedRequired } from './column-mapping';
import { CsvFilePicker } from './csv-file-picker';
import { DelimiterChoice, ExistingRecordsChoice } from './file-options';
import { countsText, ImportOutcomes } from './import-outcomes';
import { ImportReport } from './import-report';

type TDone = { kind: TImportKind; created: number; report: TImportReport };

/**
 * A failure in words. The server words its refusals; a file the browser can no longer read
 * (changed or moved since it was chosen) fails before any answer, so it says to choose it again.
 */
function failureText(t: TFunction<'imports'>, error: unknown): string {
  if (error instanceof ORPCError) return errorText(error);
  if (
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'NotReadableError')
  )
    return t('tab.notSent');
  return errorText(error);
}

/** What the import will do, for the confirmation: records created and updated, or tasks. */
function confirmText(
  t: TFunction<'imports'>,
  kind: TImportKind,
  report: TImportReport | null,
): string {
  if (!report) return '';
  if (kind === 'tasks') return t('confirm.tasks', { count: report.ready });
  const { create, update } = report.counts;
  if (create === 0 && update === 0) return t('confirm.nothing');
  return update === 0
    ? t('confirm.create', { create })
    : t('confirm.createAndUpdate', { create, update });
}

const sameHeaders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * The Integrations page's Import tab: a CSV of craft records or tasks, its columns mapped to
 * fields, checked row by row (Check file), then imported whole or not at all.
 */
export function CsvImportTab() {
  const { t } = useTranslation('imports');
  const headingId = useId();
  const doneRef = useRef<HTMLDivElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [kind, setKind] = useState<TImportKind>('records');
  const [file, setFile] = useState<File | null>(null);
  const [inspection, setInspection] = useState<TImportInspection | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [constants, setConstants] = useState<TImportConstant[]>([]);
  const [detected, setDetected] = useState<TImportDelimiter | null>(null);
  const [existing, setExisting] = useState<TExistingRecordMode>('skip');
  const [report, setReport] = useState<TImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<TDone | null>(null);
  const template = useDownloadTemplate();
  const inspect = useInspectFile();
  const dryRun = useDryRun();
  const runImport = useRunImport();

  // The import's result takes focus: the button that started it is gone with the file.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const reset = () => {
    setTooLarge(false);
    setInspection(null);
    setMapping([]);
    setReport(null);
    setDone(null);
    inspect.reset();
    dryRun.reset();
    runImport.reset();
  };
  const readFile = (chosen: File | null, forKind: TImportKind, delimiter?: TImportDelimiter) => {
    // A fixed file chosen again with the same columns keeps the columns as mapped by hand.
    const kept = inspection && forKind === kind ? { headers: inspection.headers, mapping } : null;
    if (forKind !== kind) setConstants([]);
    reset();
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > IMPORT_LIMITS.maxBytes) {
      setTooLarge(true);
      return;
    }
    inspect.mutate(
      { kind: forKind, file: chosen, ...(delimiter ? { delimiter } : {}) },
      {
        onSuccess: (answer) => {
          if (!delimiter) setDetected(answer.delimiter);
          setInspection(answer);
          setMapping(
            kept && sameHeaders(kept.headers, answer.headers) ? kept.mapping : answer.mapping,
          );
        },
      },
    );
  };
  const changeKind = (next: TImportKind) => {
    setKind(next);
    readFile(file, next);
  };
  const request = () =>
    file && inspection
      ? {
          kind,
          file,
          mapping,
          constants,
          delimiter: inspection.delimiter,
          ...(kind === 'records' ? { existing } : {}),
        }
      : null;
  const check = () => {
    const input = request();
    if (!input) return;
    setReport(null);
    dryRun.mutate(input, { onSuccess: setReport });
  };
  const importAll = () => {
    const input = request();
    if (!input) return;
    runImport.mutate(input, {
      onSuccess: (result) => {
        setConfirming(false);
        if (result.imported) {
          setDone({ kind, created: result.created, report: result.report });
          setInspection(null);
          setReport(null);
          setFile(null);
        } else setReport(result.report);
      },
      onError: () => setConfirming(false),
    });
  };

  const ready = report !== null && report.problems.length === 0 && report.ready > 0;
  const missing = inspection ? unmappedRequired(inspection.fields, mapping, constants) : [];
  const changed = () => {
    setReport(null);
    dryRun.reset();
  };
  const error = inspect.error ?? dryRun.error ?? runImport.error;
  const failure = tooLarge ? t('tab.tooLarge') : error ? failureText(t, error) : null;
  const busy = inspect.isPending || dryRun.isPending || runImport.isPending;

  const importHint = !report ? t('tab.hintCheckFirst') : ready ? null : t('tab.hintFixProblems');

  return (
    <Stack spacing={3} aria-labelledby={headingId} component="section">
      <Box>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('tab.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tab.intro')}
        </Typography>
      </Box>

      <Box>
        <FormLabel id={`${headingId}-kind`}>{t('tab.kindQuestion')}</FormLabel>
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
              label={t(`kinds.${k}`)}
              disabled={runImport.isPending}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {t(`kindHints.${kind}`)}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          loading={template.isPending}
          loadingPosition="start"
          onClick={() => template.mutate({ kind })}
          sx={{ mt: 1, ml: -0.5 }}
        >
          {t(`template.${kind}`)}
        </Button>
      </Box>

      <CsvFilePicker
        // Once read, the file's name heads its columns below.
        fileName={file && !inspection ? file.name : null}
        disabled={runImport.isPending}
        onChoose={(chosen) => readFile(chosen, kind)}
      />

      {inspect.isPending && (
        <Box role="status">
          <Typography variant="body2">{t('tab.reading', { name: file?.name ?? '' })}</Typography>
          <LinearProgress
            sx={{ mt: 1 }}
            aria-label={file ? t('tab.readingNamed', { name: file.name }) : t('tab.readingFile')}
          />
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" ref={doneRef} tabIndex={-1}>
          {done.kind === 'records'
            ? countsText(t, done.report.counts, true)
            : t('tab.tasksImported', { count: done.created })}{' '}
          <Link
            component={RouterLink}
            to={done.kind === 'records' ? craftListPath('all', false) : taskListPath('All', false)}
          >
            {t(`openList.${done.kind}`)}
          </Link>
        </Alert>
      )}
      {done?.kind === 'records' && <ImportOutcomes outcomes={done.report.outcomes} isDone />}

      {inspection && file && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-word' }}>
            {t('tab.fileRows', { name: file.name, count: inspection.rowCount })}
          </Typography>
          <DelimiterChoice
            delimiter={inspection.delimiter}
            detected={detected ?? inspection.delimiter}
            disabled={busy}
            onChange={(next) => readFile(file, kind, next)}
          />
          <ColumnMapping
            inspection={inspection}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              changed();
            }}
            constants={constants}
            onConstantsChange={(next) => {
              setConstants(next);
              changed();
            }}
          />
          {kind === 'records' && (
            <ExistingRecordsChoice
              mode={existing}
              disabled={busy}
              onChange={(next) => {
                setExisting(next);
                changed();
              }}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              onClick={check}
              loading={dryRun.isPending}
              disabled={missing.length > 0 || busy}
            >
              {t('tab.checkFile')}
            </Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              loading={runImport.isPending}
              disabled={!ready || busy}
              aria-describedby={importHint ? `${headingId}-import-hint` : undefined}
            >
              {t('tab.import')}
            </Button>
          </Stack>
          {importHint && !busy && (
            <Typography id={`${headingId}-import-hint`} variant="body2" color="text.secondary">
              {importHint}
            </Typography>
          )}
          {dryRun.isPending && (
            <Box role="status">
              <Typography variant="body2">
                {t('tab.checking', { count: inspection.rowCount })}
              </Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={t('tab.checkingLabel')} />
            </Box>
          )}
          {runImport.isPending && (
            <Box role="status">
              <Typography variant="body2">
                {t(`importing.${kind}`, { count: report?.ready ?? 0 })}
              </Typography>
              <LinearProgress sx={{ mt: 1 }} aria-label={t('tab.importingLabel')} />
            </Box>
          )}
          {report && !runImport.isPending && (
            <ImportReport report={report} fileName={file.name} isRecords={kind === 'records'} />
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={confirming}
        title={t(`confirm.title.${kind}`)}
        message={t('confirm.message', { what: confirmText(t, kind, report) })}
        okText={t('tab.import')}
        isPending={runImport.isPending}
        onConfirm={importAll}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
