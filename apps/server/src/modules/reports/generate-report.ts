import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import { formatDateTime, localeOf } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { csvLine } from '@craftwork/domain/lists/csv';
import { REPORT_DATA_MESSAGES } from '@craftwork/domain/reports/access';
import { printBrand } from '@craftwork/domain/reports/brand';
import { ZReportType, ZPaperSize } from '@craftwork/domain/reports/report-types';
import { resolveSiteScope, type Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { userReaderLanguage } from '../../i18n/reader-language.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Services } from '../../rpc/context.ts';
import { loadSiteConfig } from '../../site-config/site-config.ts';
import { createReportPdf } from './pdf/report-pdf.ts';
import {
  markReportFailed,
  markReportReady,
  setReportProgress,
  startReportData,
  type ReportDataRow,
} from './report-data.repository.ts';
import { openReportSource } from './sources/report-sources.ts';

/** Progress is written (and announced) at most every 2 points or every second. */
const PROGRESS_STEP = 2;
const PROGRESS_INTERVAL_MS = 1000;

/** The storage keys of a report's files. */
export const reportFileKey = (siteKey: string, id: string, format: 'csv' | 'pdf') =>
  `reports/${siteKey}/${id}.${format}`;

const announce = (db: Database, row: Pick<ReportDataRow, 'id' | 'siteKey'>) =>
  notifyChange(db, { site: row.siteKey, topics: ['reports'], ids: [row.id] });

/**
 * The requester's scope as kept on the report (company, plant personnel, locations when asked),
 * with their permissions on the site now: a requester gone or no longer approved fails it.
 */
async function requesterScope(db: Database, row: ReportDataRow): Promise<Scope> {
  const current = row.createdBy ? await resolveSiteScope(db, row.siteKey, row.createdBy) : null;
  if (!current || current.kind !== 'approved')
    throw new AppError('FORBIDDEN', REPORT_DATA_MESSAGES.requesterGone);
  return {
    ...current.scope,
    companyId: row.plantPersonnel ? null : row.companyId,
    isPlantPersonnel: row.plantPersonnel,
    locationIds: [...row.locationIds],
  };
}

/**
 * "11/24/2026 06:00 AM CST": the list's date-time in the site's zone, with the zone's name; in
 * another language its own format ("24.11.2026, 06:00 GMT-6" in Polish).
 */
export function reportGeneratedAt(now: Date, timeZone: string, language: TLanguage = 'en'): string {
  const locale = language === 'en' ? 'en-US' : localeOf(language);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const shown =
    language === 'en' ? formatListDateTime(now, timeZone) : formatDateTime(now, language, timeZone);
  return zone ? `${shown} ${zone}` : shown;
}

async function write(out: WriteStream, chunk: string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Calls `save` with the progress when it moved 2 points, or a second passed since the last. */
function progressTracker(total: number, save: (progress: number) => Promise<void>) {
  let shown = 0;
  let at = Date.now();
  return async (done: number) => {
    const progress = total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
    if (progress <= shown) return;
    if (progress - shown < PROGRESS_STEP && Date.now() - at < PROGRESS_INTERVAL_MS) return;
    shown = progress;
    at = Date.now();
    await save(progress);
  };
}

/**
 * Streams the source's batches once into the CSV (the domain's writer, a line at a time: the
 * file equals toCsv(headers, rows)) and into the PDF, in a temporary folder.
 */
async function writeFiles(
  services: Services,
  row: ReportDataRow,
  folder: string,
): Promise<{ csvPath: string; pdfPath: string; rowCount: number; fileBaseName: string }> {
  const { db } = services;
  const scope = await requesterScope(db, row);
  const site = await loadSiteConfig(db, row.siteKey);
  // The PDF's fixed words and filters are in the requester's language (theirs, else the site's).
  const language = await userReaderLanguage(db, scope.userId, site.defaultLanguage);
  const now = new Date();
  const source = await openReportSource(
    db,
    scope,
    ZReportType.parse(row.type),
    row.options,
    now,
    language,
  );
  const csvPath = path.join(folder, 'report.csv');
  const pdfPath = path.join(folder, 'report.pdf');
  const csv = createWriteStream(csvPath, { mode: 0o600 });
  const pdfOut = createWriteStream(pdfPath, { mode: 0o600 });
  const csvDone = finished(csv);
  const pdfDone = finished(pdfOut);
  // Either stream failing ends the generation; the other's rejection must not go unhandled.
  csvDone.catch(() => {});
  pdfDone.catch(() => {});
  const pdf = createReportPdf(pdfOut, {
    paperSize: ZPaperSize.catch('Letter').parse(row.paperSize),
    orientation: source.orientation,
    brand: printBrand(services.env.BRAND, site.name, row.whiteLabel),
    title: source.title,
    generatedAt: reportGeneratedAt(now, site.timezone, language),
    language,
    filters: source.filters,
    headers: source.headers,
    widths: source.widths,
    total: source.total,
  });
  const track = progressTracker(source.total, async (progress) => {
    await setReportProgress(db, row.id, progress);
    await announce(db, row);
  });
  try {
    await write(csv, csvLine(source.headers));
    let rowCount = 0;
    for await (const batch of source.batches) {
      await write(csv, batch.map(csvLine).join(''));
      await pdf.addRows(batch);
      rowCount += batch.length;
      await track(rowCount);
    }
    csv.end();
    await Promise.all([csvDone, pdf.end().then(() => pdfDone)]);
    return { csvPath, pdfPath, rowCount, fileBaseName: source.fileBaseName };
  } catch (error) {
    csv.destroy();
    pdfOut.destroy();
    throw error;
  }
}

/** The text a failed report shows: an AppError's own words, else a generic sentence. */
function failureText(error: unknown): string {
  return error instanceof AppError ? error.message : REPORT_DATA_MESSAGES.failed;
}

/**
 * Writes a queued report's CSV and PDF into file storage (streamed, in the requester's scope
 * kept on the row), updating its status and progress live; a failure is recorded on the row.
 * Run by the `report-generate` job, or in-process when jobs are off. A ready or deleted report
 * is left alone; any other starts over, so a retried job is safe. Unexpected errors are
 * rethrown after being recorded, so the job is retried.
 */
export async function generateReportFiles(services: Services, reportDataId: string): Promise<void> {
  const { db, storage } = services;
  const row = await startReportData(db, reportDataId, new Date());
  if (!row) return;
  await announce(db, row);
  let folder: string | null = null;
  const keys = {
    csv: reportFileKey(row.siteKey, row.id, 'csv'),
    pdf: reportFileKey(row.siteKey, row.id, 'pdf'),
  };
  try {
    folder = await mkdtemp(path.join(tmpdir(), 'craftwork-report-'));
    const files = await writeFiles(services, row, folder);
    const csv = await storage.putFile(keys.csv, files.csvPath);
    const pdf = await storage.putFile(keys.pdf, files.pdfPath);
    const kept = await markReportReady(db, row.id, {
      csvKey: keys.csv,
      pdfKey: keys.pdf,
      csvSize: csv.size,
      pdfSize: pdf.size,
      rowCount: files.rowCount,
      fileBaseName: files.fileBaseName,
      finishedAt: new Date(),
    });
    // Deleted while it was written: its files go with it.
    if (!kept) await Promise.all([storage.remove(keys.csv), storage.remove(keys.pdf)]);
    await announce(db, row);
  } catch (error) {
    await Promise.all([storage.remove(keys.csv), storage.remove(keys.pdf)]).catch(() => {});
    await markReportFailed(db, row.id, failureText(error), new Date());
    await announce(db, row);
    if (!(error instanceof AppError)) {
      services.log(
        `Reports: ${row.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      throw error;
    }
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}
