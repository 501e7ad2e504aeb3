import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type {
  TPaperSize,
  TReportFrequency,
  TReportOptions,
  TReportRunStatus,
  TReportType,
} from '@craftwork/domain/reports/report-types';
import { noReportOptions } from '@craftwork/domain/reports/report-types';
import { latestReportPeriod, type TReportSchedule } from '@craftwork/domain/reports/schedule';
import type { DbOrTx } from '../db/client.ts';
import { reportConfigs, reportRuns, sites, users } from '../db/schema.ts';

const NO_OPTIONS = noReportOptions();

type TDemoConfig = {
  owner: 'admin' | 'contractor';
  name: string;
  type: TReportType;
  frequency: TReportFrequency;
  sendTime: string;
  paperSize: TPaperSize;
  options: TReportOptions;
  /** Past deliveries: how many periods before the latest one (0: the latest), how each went. */
  runs: { periodsBack: number; status: TReportRunStatus; attempts: number; error?: string }[];
};

/** The mail server's refusal a failed delivery shows in the Sent log. */
export const DEMO_FAILED_RUN_ERROR =
  'The mail server did not accept the message (421 service not available); gave up after 3 attempts.';

const DEMO_CONFIGS: TDemoConfig[] = [
  {
    owner: 'admin',
    name: 'Monday standing scaffolds',
    type: 'standing-scaffolds',
    frequency: 'weekly',
    sendTime: '06:00',
    paperSize: 'Letter',
    options: NO_OPTIONS,
    runs: [
      { periodsBack: 0, status: 'sent', attempts: 1 },
      { periodsBack: 1, status: 'sent', attempts: 1 },
    ],
  },
  {
    owner: 'admin',
    name: 'Monthly KPI summary',
    type: 'kpi-summary',
    frequency: 'monthly',
    sendTime: '07:00',
    paperSize: 'Letter',
    options: NO_OPTIONS,
    runs: [{ periodsBack: 0, status: 'failed', attempts: 3, error: DEMO_FAILED_RUN_ERROR }],
  },
  {
    owner: 'contractor',
    name: 'Daily open scaffold tasks',
    type: 'open-tasks',
    frequency: 'daily',
    sendTime: '06:00',
    paperSize: 'A4',
    options: { ...NO_OPTIONS, craftTypes: [CRAFT_TYPE.SCAFFOLDING] },
    runs: [{ periodsBack: 0, status: 'sent', attempts: 1 }],
  },
];

/** The delivery `back` periods before the latest one whose send time has come at `now`. */
function pastPeriod(schedule: TReportSchedule, timeZone: string, now: Date, back: number) {
  let period = latestReportPeriod(schedule, timeZone, now);
  for (let i = 0; i < back; i++)
    period = latestReportPeriod(schedule, timeZone, new Date(period.scheduledFor.getTime() - 1));
  return period;
}

/**
 * The demo site's saved report configurations and their Sent log: the site admin's weekly
 * Standing Scaffolds (Monday 06:00) and monthly KPI Summary, and a contractor's daily Open Tasks,
 * all subscribed; their latest deliveries (the schedule's periods and keys, so the scheduler
 * does not send them again) sent to their owner, one failed. No generated reports (their
 * files would have to exist): the user generates them. Call after the site's members exist; a
 * second call adds nothing.
 */
export async function seedDemoReports(
  tx: DbOrTx,
  ctx: { siteKey: string; adminEmail?: string; contractorEmail?: string; now?: Date },
): Promise<void> {
  const existing = await tx
    .select({ id: reportConfigs.id })
    .from(reportConfigs)
    .where(and(eq(reportConfigs.siteKey, ctx.siteKey), isNull(reportConfigs.deletedAt)))
    .limit(1);
  if (existing.length) return;
  const [site] = await tx
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, ctx.siteKey));
  if (!site) throw new Error(`site ${ctx.siteKey} is missing`);
  const emails = {
    admin: ctx.adminEmail ?? 'admin@craftwork.demo',
    contractor: ctx.contractorEmail ?? 'contractor.a@craftwork.demo',
  };
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const owner = (role: TDemoConfig['owner']) => {
    const person = people.find((p) => p.email === emails[role]);
    if (!person) throw new Error(`the demo has no ${emails[role]}`);
    return person;
  };
  const now = ctx.now ?? new Date();
  // Saved a few weeks ago, so the past deliveries come after them.
  const saved = new Date(now.getTime() - 45 * 86_400_000);
  for (const config of DEMO_CONFIGS) {
    const person = owner(config.owner);
    const configId = randomUUID();
    await tx.insert(reportConfigs).values({
      id: configId,
      siteKey: ctx.siteKey,
      userId: person.id,
      name: config.name,
      type: config.type,
      frequency: config.frequency,
      subscribed: true,
      whiteLabel: false,
      sendTime: config.sendTime,
      paperSize: config.paperSize,
      options: config.options,
      timestampCreated: saved,
      timestampLastModified: saved,
    });
    for (const run of config.runs) {
      const period = pastPeriod(config, site.timezone, now, run.periodsBack);
      const { scheduledFor } = period;
      const sent = run.status === 'sent';
      await tx.insert(reportRuns).values({
        id: randomUUID(),
        siteKey: ctx.siteKey,
        configId,
        periodKey: period.key,
        periodFrom: period.from,
        periodTo: period.to,
        scheduledFor,
        status: run.status,
        attempts: run.attempts,
        recipients: [person.email],
        error: run.error ?? null,
        reportDataId: null,
        createdAt: scheduledFor,
        // Generated and e-mailed within a couple of minutes of its time.
        sentAt: sent ? new Date(scheduledFor.getTime() + 2 * 60_000) : null,
      });
    }
  }
}
