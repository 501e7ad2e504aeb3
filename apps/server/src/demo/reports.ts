import { randomUUID } from 'node:crypto';
import type { Dayjs } from 'dayjs';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type {
  TPaperSize,
  TReportFrequency,
  TReportOptions,
  TReportRunStatus,
  TReportType,
} from '@craftwork/domain/reports/report-types';
import { fromSiteWallTime, toSiteWallTime } from '@craftwork/domain/time/site-time';
import type { DbOrTx } from '../db/client.ts';
import { reportConfigs, reportRuns, sites, users } from '../db/schema.ts';

const NO_OPTIONS: TReportOptions = {
  from: null,
  to: null,
  craftTypes: [],
  companyIds: [],
  locationIds: [],
  statuses: [],
  kpiTemplateId: null,
};

type TDemoConfig = {
  owner: 'admin' | 'contractor';
  name: string;
  type: TReportType;
  frequency: TReportFrequency;
  sendTime: string;
  paperSize: TPaperSize;
  options: TReportOptions;
  /** Past deliveries, most recent first: how many periods back, and how each went. */
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

/** A delivery's period (site days) and its run's site day, as wall time at midnight. */
type TPeriod = { key: string; from: string; to: string; runDay: Dayjs };

/**
 * A delivery's period `back` periods before the last one that has run by `now` (counting from
 * yesterday, so the seed never claims today's run): daily covers the day before its run, weekly
 * the 7 days before Monday's run, monthly the month before the 1st's run.
 */
export function demoRunPeriod(
  frequency: TReportFrequency,
  now: Date,
  timeZone: string,
  back: number,
): TPeriod {
  const yesterday = toSiteWallTime(now, timeZone).startOf('day').subtract(1, 'day');
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  if (frequency === 'daily') {
    const run = yesterday.subtract(back, 'day');
    const covered = run.subtract(1, 'day');
    return { key: day(covered), from: day(covered), to: day(covered), runDay: run };
  }
  if (frequency === 'weekly') {
    // day(): Sunday 0 ... Saturday 6; the last Monday on or before yesterday.
    const monday = yesterday.subtract((yesterday.day() + 6) % 7, 'day').subtract(back, 'week');
    const from = monday.subtract(7, 'day');
    return { key: day(from), from: day(from), to: day(monday.subtract(1, 'day')), runDay: monday };
  }
  const first = yesterday.startOf('month').subtract(back, 'month');
  const from = first.subtract(1, 'month');
  return { key: day(from), from: day(from), to: day(first.subtract(1, 'day')), runDay: first };
}

/**
 * The demo site's saved report configurations and their Sent log: the site admin's weekly
 * Standing Scaffolds (Monday 06:00) and monthly KPI Summary, and a contractor's daily Open Tasks,
 * all subscribed; past deliveries sent to their owner, one failed. No generated reports (their
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
    const [hours = 6, minutes = 0] = config.sendTime.split(':').map(Number);
    for (const run of config.runs) {
      const period = demoRunPeriod(config.frequency, now, site.timezone, run.periodsBack);
      const scheduledFor = fromSiteWallTime(
        period.runDay.hour(hours).minute(minutes),
        site.timezone,
      );
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
