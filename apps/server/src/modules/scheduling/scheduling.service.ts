import {
  UNSCHEDULED_MAX,
  type TCalendarInput,
  type TUnscheduledInput,
} from '@craftwork/domain/scheduling/filters';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { listSiteCompanies } from '../sites/index.ts';
import { scheduledTasks, unscheduledTasks, type CalendarCardRow } from './scheduling.repository.ts';

/** More cards than a calendar range shows at once: the answer says when some were left off. */
export const CALENDAR_MAX_CARDS = 2000;

function toCard(row: CalendarCardRow) {
  return { ...row, timestampScheduled: row.timestampScheduled?.toISOString() ?? null };
}
export type TCalendarCard = ReturnType<typeof toCard>;

/**
 * The calendar: the tasks scheduled in the range, and the companies that are its rows (all of
 * the site's for plant personnel, a company user's own only, as the company pickers list them).
 */
export async function calendar(db: Database, scope: Scope, input: TCalendarInput) {
  const { from, to, ...filters } = input;
  const [rows, companies] = await Promise.all([
    scheduledTasks(
      db,
      scope,
      filters,
      { from: new Date(from), to: new Date(to) },
      CALENDAR_MAX_CARDS + 1,
    ),
    listSiteCompanies(db, scope.siteKey, scope.isPlantPersonnel ? undefined : scope.companyId),
  ]);
  return {
    tasks: rows.slice(0, CALENDAR_MAX_CARDS).map(toCard),
    truncated: rows.length > CALENDAR_MAX_CARDS,
    companies: companies.map((c) => ({ id: c.id, name: c.name, craftTypes: c.craftTypes })),
  };
}

/** The side list: Awaiting Schedule and Next Opportunity tasks, to drop on the calendar. */
export async function unscheduled(db: Database, scope: Scope, input: TUnscheduledInput) {
  const rows = await unscheduledTasks(db, scope, input, UNSCHEDULED_MAX + 1);
  return {
    tasks: rows.slice(0, UNSCHEDULED_MAX).map(toCard),
    truncated: rows.length > UNSCHEDULED_MAX,
  };
}
