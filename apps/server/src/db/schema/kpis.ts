import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TBarrierHoursByCause, TKpiTaskIds } from '@craftwork/domain/kpis/keys';
import { users } from './auth.ts';
import { sites } from './sites.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const count = (name: string) => integer(name).notNull().default(0);
const amount = (name: string) => doublePrecision(name).notNull().default(0);

/**
 * Daily KPI records: one per site day × craft type × company × location × task type, computed
 * by the server from task history (never typed in) and replaced whole when a day is recomputed.
 * The counters are KPI_COUNTERS of the domain package.
 */
export const kpiRecords = pgTable(
  'kpi_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    craftType: integer('craft_type').notNull(),
    companyId: text('company_id'),
    locationId: text('location_id'),
    taskType: integer('task_type').notNull(),
    tasksCompleted: count('tasks_completed'),
    newTasksCreated: count('new_tasks_created'),
    urgentCreated: count('urgent_created'),
    sameDayCreated: count('same_day_created'),
    backlog: count('backlog'),
    nextOpportunityCompleted: count('next_opportunity_completed'),
    scheduleEligible: count('schedule_eligible'),
    scheduleOnTime: count('schedule_on_time'),
    scheduleDaysSum: amount('schedule_days_sum'),
    scheduleDaysCount: count('schedule_days_count'),
    urgentResponseHoursSum: amount('urgent_response_hours_sum'),
    urgentResponseCount: count('urgent_response_count'),
    standingScaffolds: count('standing_scaffolds'),
    daysStandingSum: amount('days_standing_sum'),
    barrierHours: amount('barrier_hours'),
    laborHours: amount('labor_hours'),
    legFeet: amount('leg_feet'),
    squareFeetPainted: amount('square_feet_painted'),
    squareFeetSandblasted: amount('square_feet_sandblasted'),
    classEmergency: count('class_emergency'),
    classBreakIn: count('class_break_in'),
    classUnscheduled: count('class_unscheduled'),
    classBacklog: count('class_backlog'),
    classOnSchedule: count('class_on_schedule'),
    classNotOnSchedule: count('class_not_on_schedule'),
    classUnclassified: count('class_unclassified'),
    inspectionsDue: count('inspections_due'),
    inspectionsOnTime: count('inspections_on_time'),
    barrierCauses: jsonb('barrier_causes').$type<TBarrierHoursByCause>().notNull().default({}),
    taskIds: jsonb('task_ids').$type<TKpiTaskIds>().notNull().default({}),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [
    unique('kpi_records_key')
      .on(t.siteKey, t.day, t.craftType, t.companyId, t.locationId, t.taskType)
      .nullsNotDistinct(),
    index('kpi_records_site_day_idx').on(t.siteKey, t.day),
  ],
);

/**
 * Which site days have been computed, and when: the nightly job's catch-up reads it, and the
 * backfill reports it. A day with no tasks has a row here and no KPI records.
 */
export const kpiDays = pgTable(
  'kpi_days',
  {
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
    records: integer('records').notNull().default(0),
    millis: integer('millis').notNull().default(0),
  },
  (t) => [unique('kpi_days_key').on(t.siteKey, t.day)],
);

/** KPIs (v2): a saved KPI dashboard anyone on the site can open. */
export const kpiTemplates = pgTable(
  'kpi_templates',
  {
    id: text('id').primaryKey(),
    siteKey: text('site_key')
      .notNull()
      .references(() => sites.siteKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kpiKeys: text('kpi_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Saved filters: preset or fixed dates, task types, departments, companies, craft types. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    timescale: text('timescale').notNull().default('weekly'),
    createdBy: text('created_by'),
    lastModifiedBy: text('last_modified_by'),
    timestampCreated: ts('timestamp_created').notNull().defaultNow(),
    timestampLastModified: ts('timestamp_last_modified').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('kpi_templates_site_idx')
      .on(t.siteKey)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Every successful sign-in, for usage metrics (sessions are deleted at sign-out). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.at.desc())],
);
