import { randomUUID } from 'node:crypto';
import {
  REPORT_MESSAGES,
  REPORT_TYPE_INFO,
  ZGenerateReportInput,
  type TReportFrequency,
  type TReportType,
} from '@craftwork/domain/reports/report-types';
import {
  dueReportPeriod,
  formatReportPeriod,
  REPORT_CATCH_UP_MS,
  reportRunOptions,
} from '@craftwork/domain/reports/schedule';
import { formatListDateTime } from '@craftwork/domain/format/dates';
import { formatDate, formatDateTime } from '@craftwork/domain/i18n/format';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { resolveSiteScope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readerLanguage } from '../../i18n/reader-language.ts';
import { translator } from '../../i18n/translator.ts';
import { notifyChange } from '../../live/notify.ts';
import type { Services } from '../../rpc/context.ts';
import { generateReportFiles } from '../reports/index.ts';
import { createReportData, reportDownloadLinks } from '../reports/index.ts';
import {
  insertRunOnce,
  listLiveConfigsWithZone,
  loadRun,
  staleQueuedRuns,
  updateRun,
} from './report-configs.repository.ts';
import {
  findReportDataResult,
  findReportDataState,
  setReportDataDeleted,
} from './report-runs.repository.ts';
import { alreadyMailed } from '../../mail/mail-log.ts';

/** The e-mail's kind in the outbox. */
export const SCHEDULED_REPORT_MAIL_KIND = 'scheduled-report';
export const RUN_MESSAGES = {
  ownerGone:
    'The owner of this configuration is no longer an approved member of the site, so it was not sent.',
  configDeleted: REPORT_MESSAGES.configNotFound,
  notReady: 'The report could not be generated.',
} as const;
/** A run recorded but still queued this long after has lost its job: it is queued again. */
const REQUEUE_AFTER_MS = 5 * 60_000;
const ERROR_MAX = 500;

/**
 * Finds the saved configurations due at `now` (their send time in the site's time zone, Monday
 * for weekly, the 1st for monthly), records one run per configuration and period (a unique
 * key, so two instances never record it twice) and queues each new run with `send`.
 */
export async function queueDueReportRuns(
  db: Database,
  send: (runId: string) => Promise<unknown>,
  now: Date,
): Promise<string[]> {
  const queued: string[] = [];
  for (const { config, timeZone } of await listLiveConfigsWithZone(db)) {
    const schedule = { frequency: config.frequency as TReportFrequency, sendTime: config.sendTime };
    const period = dueReportPeriod(schedule, timeZone, now, config.timestampCreated);
    if (!period) continue;
    const id = await insertRunOnce(db, {
      id: randomUUID(),
      siteKey: config.siteKey,
      configId: config.id,
      periodKey: period.key,
      periodFrom: period.from,
      periodTo: period.to,
      scheduledFor: period.scheduledFor,
    });
    if (!id) continue;
    await send(id);
    queued.push(id);
  }
  // A run recorded by an instance that stopped before queueing it: queue it again (the queue's
  // singleton key keeps one job per run, so this never doubles one still waiting).
  const stale = await staleQueuedRuns(
    db,
    new Date(now.getTime() - REQUEUE_AFTER_MS),
    new Date(now.getTime() - REPORT_CATCH_UP_MS),
  );
  for (const { id } of stale) await send(id);
  return queued;
}

/** The run's period as the reader writes dates; English keeps MM/DD/YYYY - MM/DD/YYYY. */
function periodText(from: string, to: string, language: TLanguage): string {
  if (language === 'en') return formatReportPeriod(from, to);
  const day = (d: string) => formatDate(new Date(`${d}T12:00:00Z`), language, 'UTC');
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

async function notifyRun(db: Database, userId: string, runId: string) {
  await notifyChange(db, { users: [userId], topics: ['reports'], ids: [runId] });
}

/** A ready report of an earlier attempt, reused; an unfinished one is set aside. */
async function reusableReport(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const row = await findReportDataState(db, id);
  if (row && !row.deletedAt && row.status === 'ready') return id;
  if (row && !row.deletedAt) await setReportDataDeleted(db, id, new Date());
  return null;
}

/**
 * Generates a run's report in its owner's scope and e-mails its links to the owner when
 * subscribed. Idempotent: a run already sent is skipped, a ready report of an earlier attempt
 * is reused and a message already in the outbox is not sent again. A failure is recorded on the
 * run and thrown, so the queue retries it; an owner no longer approved, or a refusal of the
 * report (its type no longer offered on the site), fails it for good.
 */
export async function runScheduledReport(services: Services, runId: string): Promise<void> {
  const { db } = services;
  const loaded = await loadRun(db, runId);
  if (!loaded || loaded.run.status === 'sent') return;
  const { run, config } = loaded;
  await updateRun(db, runId, { status: 'running', attempts: run.attempts + 1, error: null });
  await notifyRun(db, config.userId, runId);

  const fail = async (error: string) => {
    await updateRun(db, runId, { status: 'failed', error: error.slice(0, ERROR_MAX) });
    await notifyRun(db, config.userId, runId);
  };
  if (config.deletedAt) return fail(RUN_MESSAGES.configDeleted);
  const scoped = await resolveSiteScope(db, config.siteKey, config.userId);
  if (scoped.kind !== 'approved') return fail(RUN_MESSAGES.ownerGone);

  try {
    const type = config.type as TReportType;
    let reportId = await reusableReport(db, run.reportDataId);
    if (!reportId) {
      const input = ZGenerateReportInput.parse({
        type,
        options: reportRunOptions(config.options, { from: run.periodFrom, to: run.periodTo }),
        paperSize: config.paperSize,
        whiteLabel: config.whiteLabel,
      });
      reportId = (
        await createReportData(services, scoped.scope, input, { configId: config.id, queue: false })
      ).id;
      await updateRun(db, runId, { reportDataId: reportId });
      // In this job, so the job's retries cover the files too.
      await generateReportFiles(services, reportId);
    }
    const report = await findReportDataResult(db, reportId);
    if (report?.status !== 'ready') throw new Error(report?.error ?? RUN_MESSAGES.notReady);

    const recipients = config.subscribed ? [loaded.ownerEmail] : [];
    // In the owner's language, else the site's (issue 37); the subject is theirs too, so a run
    // taken up again finds the message it already queued.
    const language = readerLanguage(loaded.ownerLanguage, loaded.siteDefaultLanguage);
    const { t } = translator(language);
    const period = periodText(run.periodFrom, run.periodTo, language);
    const title = REPORT_TYPE_INFO[type].title;
    const subject = t('mail', 'scheduledReport.subject', {
      name: config.name,
      report: title,
      period,
    });
    for (const to of recipients) {
      if (await alreadyMailed(db, SCHEDULED_REPORT_MAIL_KIND, to, subject, run.createdAt)) continue;
      const links = reportDownloadLinks(services, reportId);
      await services.mailer.send({
        to,
        kind: SCHEDULED_REPORT_MAIL_KIND,
        subject,
        text: t('mail', 'scheduledReport.text', {
          owner: loaded.ownerName,
          name: config.name,
          report: title,
          period,
          site: loaded.siteName,
          csvUrl: links.csvUrl,
          pdfUrl: links.pdfUrl,
          expires:
            language === 'en'
              ? formatListDateTime(links.expiresAt, loaded.timeZone)
              : formatDateTime(links.expiresAt, language, loaded.timeZone),
        }),
      });
    }
    await updateRun(db, runId, {
      status: 'sent',
      error: null,
      recipients,
      sentAt: new Date(),
      reportDataId: reportId,
    });
    await notifyRun(db, config.userId, runId);
  } catch (error) {
    await fail(error instanceof Error ? error.message : String(error));
    // A refusal (the report type no longer offered on the site...) stays one: not retried.
    if (error instanceof AppError) return;
    throw error;
  }
}
