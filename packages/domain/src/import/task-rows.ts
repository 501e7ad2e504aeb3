import { craftTypeName } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE, TASK_TYPES, validTaskTypesFor } from '../catalogues/task-types.ts';
import { taskSpecificDetailFields } from '../site/customizations.ts';
import { initialStatus } from '../tasks/initial-status.ts';
import {
  canPickDate,
  DEFAULT_SCHEDULE_TIME,
  isScheduleChoiceOffered,
  scheduledInstant,
  type TScheduleChoice,
} from '../tasks/scheduling.ts';
import { siteDateKey } from '../time/site-time.ts';
import { nameKey, parseImportDate } from './cells.ts';
import { DATE_HINT } from './fields.ts';
import { AMBIGUOUS, type RowCheck } from './row-check.ts';
import type { TImportContext, TImportedTask, TImportRecordRef } from './row-types.ts';

const TASK_BY_NAME = new Map(TASK_TYPES.map((t) => [nameKey(t.name), t.code as number]));

/** Status cells that mean work already done, and those that mean work still to do. */
const DONE_WORDS = new Set(['complete', 'completed', 'closed', 'done']);
const OPEN_WORDS = new Set(['open', 'new']);

/**
 * A Status cell: 'completed' (history, imported as done with its dates), 'open' (blank too: the
 * status the app gives a new task), or null when it is neither (a problem of the row).
 */
export function importStatus(text: string | undefined): 'completed' | 'open' | null {
  const key = nameKey(text ?? '');
  if (key === '' || OPEN_WORDS.has(key)) return 'open';
  return DONE_WORDS.has(key) ? 'completed' : null;
}

/** The task row's record, named by its tag number. */
function recordOf(row: RowCheck, ctx: TImportContext): TImportRecordRef | null {
  const cell = row.cells.get('recordTag');
  if (!cell) {
    row.problem('', 'Craft record tag number is required.');
    return null;
  }
  const tag = cell.text.trim();
  const found = ctx.records.get(nameKey(tag));
  if (found === AMBIGUOUS)
    row.problem(
      cell.column,
      `Tag number ${tag} belongs to more than one craft record on the site.`,
    );
  else if (!found)
    row.problem(cell.column, `Craft record with tag number ${tag} is not on the site.`);
  else return found;
  return null;
}

function taskTypeOf(row: RowCheck, ctx: TImportContext, craftType: number | null): number | null {
  const cell = row.cells.get('taskType');
  if (!cell) {
    row.problem('', 'Task type is required.');
    return null;
  }
  const code = TASK_BY_NAME.get(nameKey(cell.text));
  const name = cell.text.trim();
  if (code === undefined) row.problem(cell.column, `Task type "${name}" does not exist.`);
  else if (code === TASK_TYPE.INSTALLATION)
    row.problem(
      cell.column,
      'Installation tasks are made with a new craft record in the app, not imported.',
    );
  else if (
    craftType !== null &&
    !(validTaskTypesFor(craftType, ctx.validTaskTypes) as number[]).includes(code)
  )
    row.problem(
      cell.column,
      `Task type "${name}" is not used for ${craftTypeName(craftType)} on this site.`,
    );
  else return code;
  return null;
}

/** A date cell as a calendar day, or null (a problem when given but not a date). */
function dayOf(row: RowCheck, key: string): { day: string; column: string } | null {
  const cell = row.cells.get(key);
  if (!cell) return null;
  const day = parseImportDate(cell.text);
  if (!day) {
    row.problem(
      cell.column,
      `${cell.field.label} "${cell.text.trim()}" is not a valid date (${DATE_HINT}).`,
    );
    return null;
  }
  return { day, column: cell.column };
}

/**
 * When the work was done, for a row of history: its Completed date, else its Scheduled date; not
 * after today. Scheduling rules do not apply (an import of history is not scheduling, issue 33 #4).
 */
function completedAt(
  row: RowCheck,
  ctx: TImportContext,
  scheduled: { day: string } | null,
): Date | null {
  const completed = dayOf(row, 'completedDate');
  if (row.cells.has('completedDate') && !completed) return null;
  const day = completed?.day ?? scheduled?.day;
  const statusColumn = row.cells.get('status')?.column ?? '';
  if (!day) {
    row.problem(statusColumn, 'A completed task needs its Completed date or Scheduled date.');
    return null;
  }
  if (completed && completed.day > siteDateKey(ctx.now, ctx.timeZone)) {
    row.problem(completed.column, `Completed date "${completed.day}" is in the future.`);
    return null;
  }
  if (!ctx.validTaskStatusCodes.includes(TASK_STATUS.COMPLETE)) {
    row.problem(statusColumn, 'This site has no Complete status.');
    return null;
  }
  return scheduledInstant(day, DEFAULT_SCHEDULE_TIME, ctx.timeZone);
}

/** A task row checked: its record, type, company, dates, status and details. */
export function checkTask(row: RowCheck, ctx: TImportContext): TImportedTask | null {
  const title = row.text('title');
  const description = row.text('description');
  const workOrder = row.text('workOrder');
  const record = recordOf(row, ctx);
  const craftType = record?.craftType ?? null;
  const taskType = taskTypeOf(row, ctx, craftType);
  const company = row.ref('company', ctx.companies, 'Company');
  if (company && craftType !== null && !company.craftTypes.includes(craftType)) {
    const cell = row.cells.get('company');
    row.problem(
      cell?.column ?? '',
      `Company "${cell?.text.trim() ?? ''}" is not assigned ${craftTypeName(craftType)} work.`,
    );
  }
  const statusCell = row.cells.get('status');
  const given = importStatus(statusCell?.text);
  if (given === null)
    row.problem(
      statusCell?.column ?? '',
      `Status "${statusCell?.text.trim() ?? ''}" is not one an import sets: write Completed for work already done, or leave it blank.`,
    );
  const isHistory = given === 'completed';
  const scheduled = dayOf(row, 'scheduledDate');
  let done: Date | null = null;
  if (isHistory) done = completedAt(row, ctx, scheduled);
  else if (row.cells.has('completedDate'))
    row.problem(
      row.cells.get('completedDate')?.column ?? '',
      'Completed date is given but Status is not Completed.',
    );
  else if (
    scheduled &&
    !canPickDate(
      scheduled.day,
      ctx.now,
      ctx.timeZone,
      ctx.customizations?.allowSchedulingTasksInThePast === true,
    )
  )
    row.problem(
      scheduled.column,
      `Scheduled date "${row.cells.get('scheduledDate')?.text.trim() ?? ''}" is in the past; this site does not schedule tasks in the past.`,
    );
  const choice: TScheduleChoice = scheduled ? 'date' : 'awaitingSchedule';
  const scheduledAt = scheduled
    ? scheduledInstant(scheduled.day, DEFAULT_SCHEDULE_TIME, ctx.timeZone)
    : null;
  if (row.problems.length > 0 || !record || craftType === null || taskType === null || !company)
    return null;
  const optionsContext = {
    validTaskStatusCodes: ctx.validTaskStatusCodes,
    customizations: ctx.customizations,
    craftType,
    taskType,
  };
  if (!isHistory && !isScheduleChoiceOffered(choice, optionsContext)) {
    row.problem(
      row.cells.get('scheduledDate')?.column ?? '',
      'Scheduled date is required: this site has no Awaiting Schedule status.',
    );
    return null;
  }
  const status = isHistory
    ? TASK_STATUS.COMPLETE
    : initialStatus({
        isPlantPersonnel: ctx.isPlantPersonnel,
        site: {
          validTaskStatusCodes: ctx.validTaskStatusCodes,
          customizations: ctx.customizations,
        },
        craftType,
        taskType,
        estimateRequested: false,
        currentStatus: null,
        choice,
        scheduledAt,
        now: ctx.now,
        timeZone: ctx.timeZone,
      });
  const taskSpecificDetails = row.details(
    'task',
    taskSpecificDetailFields(ctx.customizations, craftType, taskType),
    `${craftTypeName(craftType)} tasks of this type`,
    { status },
  );
  if (row.problems.length > 0) return null;
  return {
    line: row.line,
    record,
    craftType,
    taskType,
    companyId: company.id,
    title,
    description,
    workOrder,
    choice,
    scheduledAt,
    status,
    completedAt: done,
    taskSpecificDetails,
  };
}
