import { randomUUID } from 'node:crypto';
import { BARRIER_CAUSE_KEYS } from '@craftwork/domain/catalogues/barrier-causes';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE, taskTypeName } from '@craftwork/domain/catalogues/task-types';
import type { craftRecords, events, tasks } from '../db/schema.ts';
import type { TSeededRandom } from './random.ts';

/** The lives of the history's tasks and records: generated, not yet inserted. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const SCAFFOLD_TITLES = [
  'Pipe rack access',
  'Heater H-3 burner deck',
  'Column C-12 ring scaffold',
  'Compressor K-7 platform',
  'Flare line access',
  'Tank TK-9 roof stair',
];
const OTHER_WORK: { craftType: number; taskTypes: number[]; titles: string[] }[] = [
  {
    craftType: CRAFT_TYPE.INSULATION,
    taskTypes: [TASK_TYPE.INSULATION, TASK_TYPE.INSULATION, TASK_TYPE.ABATEMENT],
    titles: ['Steam header re-lag', 'Exchanger head insulation', 'Line 14 asbestos abatement'],
  },
  {
    craftType: CRAFT_TYPE.WATERBLASTING,
    taskTypes: [TASK_TYPE.WATERBLASTING],
    titles: ['Condenser tube blast', 'Sewer box hydro-clean', 'Cooler bundle blast'],
  },
  {
    craftType: CRAFT_TYPE.PAINTING,
    taskTypes: [TASK_TYPE.PAINTING],
    titles: ['Pipe rack recoat', 'Tank TK-2 shell coating', 'Stair tower repaint'],
  },
  {
    craftType: CRAFT_TYPE.CLEANING,
    taskTypes: [TASK_TYPE.CLEANING],
    titles: ['Unit pad wash-down', 'Substation clean', 'Lab floor clean'],
  },
];

export type TTaskRow = typeof tasks.$inferInsert & { id: string; craftRecordId: string };
export type TRecordRow = typeof craftRecords.$inferInsert & { id: string };
export type TEventRow = typeof events.$inferInsert;

export type TContext = {
  siteKey: string;
  random: TSeededRandom;
  /** History ends here: every task is finished before it. */
  end: number;
  locationIds: string[];
  companiesFor: (craftType: number) => string[];
  people: string[];
  recordCount: number;
  tasks: TTaskRow[];
  events: TEventRow[];
};

/** A task's life: created, maybe scheduled, in Awaiting, started, then complete (or canceled). */
function addTask(
  c: TContext,
  record: TRecordRow,
  input: { taskType: number; created: number; companyId: string },
): number | null {
  const { random } = c;
  const urgent = random.chance(0.1);
  const nextOpportunity = !urgent && random.chance(0.06);
  const created = input.created;
  const steps: [number, number][] = [];
  let scheduled: number | null = null;
  let awaiting: number;
  let started: number;
  if (urgent) {
    steps.push([TASK_STATUS.AWAITING, created]);
    awaiting = created;
    // Most urgent work starts within two hours (an emergency), some within a shift.
    started = created + (random.chance(0.6) ? random.int(10, 110) : random.int(130, 600)) * 60_000;
  } else if (nextOpportunity) {
    steps.push([TASK_STATUS.AWAITING, created]);
    awaiting = created;
    started = created + random.int(2, 15) * DAY + random.int(0, 6) * HOUR;
  } else {
    steps.push([TASK_STATUS.AWAITING_SCHEDULE, created]);
    const scheduledAt = created + random.int(1, 10) * DAY;
    const scheduledOn = scheduledAt - (scheduledAt % HOUR);
    steps.push([TASK_STATUS.SCHEDULED, created + random.int(1, 30) * HOUR]);
    scheduled = scheduledOn;
    awaiting = Math.max(created + 31 * HOUR, scheduledOn - random.int(1, 12) * HOUR);
    steps.push([TASK_STATUS.AWAITING, awaiting]);
    // Mostly on the scheduled day; some slip into the backlog for a few days.
    const slip = random.chance(0.2) ? random.int(1, 6) * DAY : 0;
    started = Math.max(awaiting + HOUR, scheduledOn + slip + random.int(0, 4) * HOUR);
  }
  steps.push([TASK_STATUS.IN_PROGRESS, started]);
  let completed = started + (random.chance(0.7) ? random.int(2, 9) * HOUR : random.int(1, 4) * DAY);
  if (random.chance(0.08)) {
    const resumed = started + random.int(3, 30) * HOUR;
    steps.push([TASK_STATUS.ON_HOLD, started + HOUR]);
    steps.push([TASK_STATUS.IN_PROGRESS, resumed]);
    completed = Math.max(completed, resumed + random.int(2, 8) * HOUR) + random.int(0, 1) * DAY;
  }
  const canceled = random.chance(0.03);
  const status = canceled ? TASK_STATUS.CANCELED : TASK_STATUS.COMPLETE;
  steps.push([status, completed]);
  // Work that would still be going on today is not part of the history.
  if (completed >= c.end) return null;

  const id = randomUUID();
  const createdBy = random.pick(c.people);
  // About a fifth is entered by a planner on behalf of another member of the site.
  const onBehalfOf =
    c.people.length > 1 && random.chance(0.2)
      ? random.pick(c.people.filter((p) => p !== createdBy))
      : null;
  const name = taskTypeName(input.taskType);
  c.tasks.push({
    id,
    siteKey: c.siteKey,
    craftRecordId: record.id,
    title: `${name} - ${record.title}`,
    description: `${name} for ${record.title}.`,
    taskStatus: status,
    taskType: input.taskType,
    craftType: record.craftType,
    locationId: record.locationId,
    assignedCompanyId: input.companyId,
    urgent,
    nextOpportunity,
    workOrder: `WO-H${String(c.tasks.length + 1).padStart(5, '0')}`,
    craftRecordPersistence: input.taskType === TASK_TYPE.REMOVAL ? 'close' : 'keep',
    createdBy,
    onBehalfOf,
    lastModifiedBy: createdBy,
    timestampCreated: new Date(created),
    timestampScheduled: scheduled === null ? null : new Date(scheduled),
    timestampAwaitingStart: new Date(awaiting),
    timestampTaskStarted: new Date(started),
    timestampTaskCompleted: canceled ? null : new Date(completed),
    timestampLastModified: new Date(completed),
    taskSpecificDetails: canceled ? {} : completionDetails(c, record.craftType, input.taskType),
    materialPickup: input.taskType === TASK_TYPE.REMOVAL && !canceled ? 'returned' : null,
  });
  for (const [i, [taskStatus, at]] of steps.entries()) {
    c.events.push({
      id: randomUUID(),
      siteKey: c.siteKey,
      eventType: i === 0 ? EVENT_TYPE.NEW_TASK_ADDED : EVENT_TYPE.TASK_STATUS_UPDATED,
      craftRecordId: record.id,
      taskId: id,
      assignedCompanyId: input.companyId,
      taskStatus,
      title: `${name} - ${record.title}`,
      createdBy,
      timestampCreated: new Date(at),
    });
  }
  // The instant it finished (complete), -1 when it was canceled, null when not added.
  return canceled ? -1 : completed;
}

/** What a finished task reports: hours, leg feet, painted or blasted area, barrier hours. */
function completionDetails(c: TContext, craftType: number, taskType: number) {
  const { random } = c;
  const details: Record<string, unknown> = {
    laborHours: random.int(2, 6) * random.int(2, 10),
  };
  if (craftType === CRAFT_TYPE.SCAFFOLDING) {
    if (taskType === TASK_TYPE.INSTALLATION || taskType === TASK_TYPE.MODIFICATION)
      details.legFeet = random.int(5, 160) * 5;
    if (taskType === TASK_TYPE.INSPECTION) {
      // An inspection's findings are its inspection report, not details (decision 193); the
      // two draws that picked the old details stay, so the rest of the history is unchanged.
      random.pick(c.people);
      random.chance(0.9);
    }
  }
  if (craftType === CRAFT_TYPE.PAINTING) {
    details.squareFeetPainted = random.int(10, 300) * 10;
    if (random.chance(0.4)) details.squareFeetSandblasted = random.int(10, 150) * 10;
  }
  if (craftType === CRAFT_TYPE.WATERBLASTING && random.chance(0.3))
    details.squareFeetSandblasted = random.int(10, 100) * 10;
  if (random.chance(0.15)) {
    details.barrierHours = random.int(1, 12) / 2;
    details.barrierCause = random.pick(BARRIER_CAUSE_KEYS);
  }
  return details;
}

function newRecord(c: TContext, craftType: number, title: string, created: number): TRecordRow {
  c.recordCount += 1;
  return {
    id: randomUUID(),
    siteKey: c.siteKey,
    title: `${title} - H${String(c.recordCount).padStart(4, '0')}`,
    description: 'Finished work from the demo history.',
    craftType,
    locationId: c.random.pick(c.locationIds),
    craftDetails: {},
    createdBy: c.random.pick(c.people),
    timestampRecordCreated: new Date(created),
    timestampLastModified: new Date(created),
    open: false,
  };
}

/** A scaffold's life: installed, inspected every few weeks, maybe modified, then removed. */
export function addScaffold(c: TContext, created: number): TRecordRow | null {
  const { random } = c;
  const record = newRecord(c, CRAFT_TYPE.SCAFFOLDING, random.pick(SCAFFOLD_TITLES), created);
  const companyId = random.pick(c.companiesFor(CRAFT_TYPE.SCAFFOLDING));
  const installed = addTask(c, record, { taskType: TASK_TYPE.INSTALLATION, created, companyId });
  if (installed === null) return null;
  if (installed < 0) {
    // Canceled before it went up: closed then.
    record.timestampRecordClosed = c.tasks.at(-1)?.timestampLastModified;
    return record;
  }
  record.timestampMarkedInstalled = new Date(installed);
  record.craftDetails = {
    tagNumber: `HS-${String(c.recordCount).padStart(4, '0')}`,
    workOrder: `WO-H${String(c.recordCount).padStart(5, '0')}`,
    installed: true,
    timestampMarkedInstalled: new Date(installed).toISOString(),
  };
  // Most stand a few weeks, some for months.
  const stands = (random.chance(0.75) ? random.int(5, 45) : random.int(46, 200)) * DAY;
  let at = installed + random.int(1, 3) * DAY;
  while (at + 3 * DAY < installed + stands) {
    const type = random.chance(0.15) ? TASK_TYPE.MODIFICATION : TASK_TYPE.INSPECTION;
    if (addTask(c, record, { taskType: type, created: at, companyId }) === null) break;
    at += random.int(14, 35) * DAY;
  }
  // A canceled removal is asked for again a week later.
  let removed: number | null = -1;
  for (let due = installed + stands; removed === -1; due += 7 * DAY)
    removed = addTask(c, record, { taskType: TASK_TYPE.REMOVAL, created: due, companyId });
  // Removed: closed with its removal. Not removed by today: still standing, with no open task.
  record.open = removed === null;
  if (removed !== null) record.timestampRecordClosed = new Date(removed);
  return record;
}

/** Insulation, waterblasting, painting or cleaning: one to three jobs, then closed. */
export function addOtherWork(c: TContext, created: number): TRecordRow | null {
  const { random } = c;
  const work = random.pick(OTHER_WORK);
  const record = newRecord(c, work.craftType, random.pick(work.titles), created);
  const companyId = random.pick(c.companiesFor(work.craftType));
  let last = -1;
  let at = created;
  for (let i = random.int(1, 3); i > 0; i--) {
    const taskType = random.pick(work.taskTypes);
    const done = addTask(c, record, { taskType, created: at, companyId });
    if (done === null) break;
    last = Math.max(at, done);
    at = last + random.int(0, 10) * DAY;
  }
  if (last < 0) return null;
  // A job whose later tasks would not finish before today ends with those it finished.
  record.timestampRecordClosed = new Date(last);
  return record;
}
