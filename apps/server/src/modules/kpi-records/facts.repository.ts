/**
 * The facts the KPI builder needs for a range of site days, fetched set-based: three queries per
 * range whatever its size (tasks that may count on a day, each backlog candidate's status at the
 * end of each day from its history, and the scaffolds that may stand). The rules that decide
 * what counts live in the domain (kpis/daily.ts); the filters here only narrow to a superset.
 */
import { sql } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import {
  siteDayRange,
  statusFromLatestEvent,
  type TKpiScaffoldFacts,
  type TKpiTaskFacts,
} from '@craftwork/domain/kpis/formulas';
import type { DbOrTx } from '../../db/client.ts';

/** Events that carry a task's status: new task added, status updated, deleted, restored. */
const STATUS_EVENTS = [
  EVENT_TYPE.NEW_TASK_ADDED,
  EVENT_TYPE.TASK_STATUS_UPDATED,
  EVENT_TYPE.TASK_DELETED,
  EVENT_TYPE.TASK_RESTORED,
];
const STATUS_EVENTS_SQL = sql.raw(STATUS_EVENTS.join(', '));

type TTaskRow = {
  id: string;
  craft_type: number;
  assigned_company_id: string | null;
  location_id: string | null;
  task_type: number;
  task_status: number;
  timestamp_created: TStamp;
  timestamp_scheduled: TStamp | null;
  timestamp_awaiting_start: TStamp | null;
  timestamp_task_started: TStamp | null;
  timestamp_task_completed: TStamp | null;
  urgent: boolean;
  next_opportunity: boolean;
  task_specific_details: Record<string, unknown> | string | null;
  before_start_type: number | null;
  before_start_status: number | null;
};

const TASK_COLUMNS = sql`t.id, t.craft_type, t.assigned_company_id, t.location_id, t.task_type,
  t.task_status, t.timestamp_created, t.timestamp_scheduled, t.timestamp_awaiting_start,
  t.timestamp_task_started, t.timestamp_task_completed, t.urgent, t.next_opportunity,
  t.task_specific_details, bs.event_type as before_start_type, bs.task_status as before_start_status`;

// The latest status-carrying event strictly before the start (the start's own event is at it).
const BEFORE_START = sql`left join lateral (
    select e.event_type, e.task_status from events e
    where e.task_id = t.id and t.timestamp_task_started is not null
      and e.timestamp_created < t.timestamp_task_started
      and e.event_type in (${STATUS_EVENTS_SQL})
    order by e.timestamp_created desc, e.id desc limit 1
  ) bs on true`;

// Raw queries may hand timestamps over as text (the driver leaves their parsing to columns).
type TStamp = Date | string;
function instant(value: TStamp): Date;
function instant(value: TStamp | null): Date | null;
function instant(value: TStamp | null): Date | null {
  return value === null ? null : value instanceof Date ? value : new Date(value);
}

function json(value: Record<string, unknown> | string | null): Record<string, unknown> {
  if (value === null) return {};
  if (typeof value !== 'string') return value;
  const parsed: unknown = JSON.parse(value);
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

function toFacts(r: TTaskRow): TKpiTaskFacts {
  return {
    id: r.id,
    craftType: r.craft_type,
    companyId: r.assigned_company_id,
    locationId: r.location_id,
    taskType: r.task_type,
    status: r.task_status,
    created: instant(r.timestamp_created),
    scheduled: instant(r.timestamp_scheduled),
    awaitingStart: instant(r.timestamp_awaiting_start),
    started: instant(r.timestamp_task_started),
    completed: instant(r.timestamp_task_completed),
    urgent: r.urgent,
    nextOpportunity: r.next_opportunity,
    details: json(r.task_specific_details),
    statusBeforeStart:
      r.before_start_type === null
        ? null
        : statusFromLatestEvent({
            eventType: r.before_start_type,
            taskStatus: r.before_start_status,
          }),
  };
}

export type TRangeFacts = {
  tasks: Map<string, TKpiTaskFacts>;
  /** Per site day, the status at its end of each task that may be in the Backlog then. */
  statusAtEndOfDay: Map<string, Map<string, number | null>>;
  scaffolds: TKpiScaffoldFacts[];
};

const list = (items: string[]) => `{${items.join(',')}}`;

/** The facts of the site days `days` (consecutive, in order) of a site. */
export async function fetchRangeFacts(
  db: DbOrTx,
  siteKey: string,
  timeZone: string,
  days: string[],
): Promise<TRangeFacts> {
  const bounds = days.map((d) => siteDayRange(d, timeZone));
  const first = bounds[0];
  const last = bounds[bounds.length - 1];
  if (!first || !last) return { tasks: new Map(), statusAtEndOfDay: new Map(), scaffolds: [] };
  const { start } = first;
  const { end } = last;

  // Tasks created, started, completed or (inspections) scheduled in the range.
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;
  const taskRows = await db.execute<TTaskRow>(sql`
    select ${TASK_COLUMNS}
    from tasks t ${BEFORE_START}
    where t.site_key = ${siteKey} and t.deleted_at is null and (
      (${inRange('t.timestamp_created')})
      or (${inRange('t.timestamp_task_started')})
      or (t.task_status = ${TASK_STATUS.COMPLETE} and ${inRange('t.timestamp_task_completed')})
      or (t.task_type = ${TASK_TYPE.INSPECTION} and ${inRange('t.timestamp_scheduled')})
    )`);
  const tasks = new Map<string, TKpiTaskFacts>();
  for (const r of taskRows.rows) tasks.set(r.id, toFacts(r));

  // Backlog candidates per day. A task's status at the end of a day is the status of its
  // latest status event by then; a task with no status event after the day is in the status it
  // has now. So the candidates are the tasks with a status event after the day (looked up in
  // their history, unless added after the day) and the tasks Awaiting now without one; both only
  // when scheduled before the day or next opportunity.
  const dayList = list(days);
  const startList = list(bounds.map((b) => b.start.toISOString()));
  const endList = list(bounds.map((b) => b.end.toISOString()));
  const backlogRows = await db.execute<
    TTaskRow & { day: string; changed: boolean; end_type: number | null; end_status: number | null }
  >(sql`
    with d as (
      select * from unnest(${dayList}::text[], ${startList}::timestamptz[], ${endList}::timestamptz[])
        as d(day, day_start, day_end)
    ),
    last_event as materialized (
      select e.task_id as id, max(e.timestamp_created) as at,
        min(e.timestamp_created) filter (where e.event_type = ${EVENT_TYPE.NEW_TASK_ADDED}) as added
      from events e
      where e.site_key = ${siteKey} and e.timestamp_created >= ${first.end.toISOString()}::timestamptz
        and e.event_type in (${STATUS_EVENTS_SQL}) and e.task_id is not null
      group by e.task_id
    ),
    candidates as (
      select d.day, l.id, true as changed from d
      join last_event l on l.at >= d.day_end and (l.added is null or l.added < d.day_end)
      union all
      select d.day, t.id, false from d
      join tasks t on t.site_key = ${siteKey} and t.deleted_at is null
        and t.task_status = ${TASK_STATUS.AWAITING}
      where not exists (select 1 from last_event l where l.id = t.id and l.at >= d.day_end)
    )
    select ${TASK_COLUMNS}, d.day, c.changed, ev.event_type as end_type, ev.task_status as end_status
    from candidates c
    join d on d.day = c.day
    join tasks t on t.id = c.id and t.site_key = ${siteKey} and t.deleted_at is null
      and t.timestamp_created < d.day_end
      and (t.next_opportunity or t.timestamp_scheduled < d.day_start)
    left join lateral (
      select e.event_type, e.task_status from events e
      where c.changed and e.task_id = t.id and e.timestamp_created < d.day_end
        and e.event_type in (${STATUS_EVENTS_SQL})
      order by e.timestamp_created desc, e.id desc limit 1
    ) ev on true
    ${BEFORE_START}
    where not c.changed
      or (ev.task_status = ${TASK_STATUS.AWAITING} and ev.event_type <> ${EVENT_TYPE.TASK_DELETED})`);
  const statusAtEndOfDay = new Map<string, Map<string, number | null>>(
    days.map((d) => [d, new Map()]),
  );
  for (const r of backlogRows.rows) {
    if (!tasks.has(r.id)) tasks.set(r.id, toFacts(r));
    const status = !r.changed
      ? r.task_status
      : r.end_type === null
        ? null
        : statusFromLatestEvent({ eventType: r.end_type, taskStatus: r.end_status });
    statusAtEndOfDay.get(r.day)?.set(r.id, status);
  }

  const scaffolds = await fetchScaffoldFacts(db, siteKey, start, end);
  return { tasks, statusAtEndOfDay, scaffolds };
}

/**
 * The scaffolds installed before `end` and not closed before `start`, each attributed as
 * decision 140 says: to the company, location and task type of its installation task (the
 * earliest completed one, else the earliest created; none: its record's location, no company).
 * Each task is the first entry of tasks_installation_by_record_idx for its record (one index
 * probe, no sort), so the constants are written into the statement for the planner to match the
 * index.
 */
export async function fetchScaffoldFacts(
  db: DbOrTx,
  siteKey: string,
  start: Date,
  end: Date,
): Promise<TKpiScaffoldFacts[]> {
  const installation = sql.raw(String(TASK_TYPE.INSTALLATION));
  const complete = sql.raw(String(TASK_STATUS.COMPLETE));
  const scaffoldRows = await db.execute<{
    id: string;
    craft_type: number;
    timestamp_marked_installed: TStamp | null;
    timestamp_record_closed: TStamp | null;
    location_id: string | null;
    task_id: string | null;
    task_company_id: string | null;
    task_location_id: string | null;
  }>(sql`
    select r.id, r.craft_type, r.timestamp_marked_installed, r.timestamp_record_closed,
      r.location_id, i.id as task_id, i.assigned_company_id as task_company_id,
      i.location_id as task_location_id
    from craft_records r
    left join lateral (
      select t.id, t.assigned_company_id, t.location_id from tasks t
      where t.craft_record_id = r.id and t.task_type = ${installation}
        and t.deleted_at is null
      order by (t.task_status = ${complete}) desc, t.timestamp_task_completed nulls last,
        t.timestamp_created, t.id
      limit 1
    ) i on true
    where r.site_key = ${siteKey} and r.deleted_at is null
      and r.craft_type = ${CRAFT_TYPE.SCAFFOLDING}
      and r.timestamp_marked_installed < ${end.toISOString()}::timestamptz
      and (r.timestamp_record_closed is null or r.timestamp_record_closed >= ${start.toISOString()}::timestamptz)`);
  return scaffoldRows.rows.map((r) => ({
    recordId: r.id,
    craftType: r.craft_type,
    installed: instant(r.timestamp_marked_installed),
    closed: instant(r.timestamp_record_closed),
    installationTaskId: r.task_id,
    companyId: r.task_id === null ? null : r.task_company_id,
    locationId: r.task_id === null ? r.location_id : r.task_location_id,
    taskType: TASK_TYPE.INSTALLATION,
  }));
}

/** Switches JIT compilation off until the transaction ends: it costs these short queries more than it saves. */
export async function disableJit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}
