/**
 * Tasks by Company: per company the caller may report on (a company user: theirs), the tasks
 * created, completed and open at the range's end (the domain's tasks-by-company rule), then
 * tasks without a company and those of companies since removed, when there are any.
 */
import type { TCsvValue } from '@craftwork/domain/lists/csv';
import type { TReportOptions } from '@craftwork/domain/reports/report-types';
import { tallyByCompany, type TTaskTally } from '@craftwork/domain/reports/tasks-by-company';
import type { Scope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import type { SiteConfig } from '../../../site-config/site-config.ts';
import { listSiteCompanies } from '../../sites/index.ts';
import { companyTaskFacts } from './report-tasks.repository.ts';
import { rangeInstants } from './report-range.ts';
import type { TSourceRows } from './type-sources.ts';

export const TASKS_BY_COMPANY_HEADERS = ['Company', 'Created', 'Completed', 'Open at End'] as const;
export const NO_COMPANY = '[No company]';
export const REMOVED_COMPANY = '[Unavailable]';

const zero = (): TTaskTally => ({ created: 0, completed: 0, openAtEnd: 0 });
const cells = (name: string, t: TTaskTally): TCsvValue[] => [
  name,
  t.created,
  t.completed,
  t.openAtEnd,
];

export async function tasksByCompanySource(
  db: Database,
  scope: Scope,
  site: SiteConfig,
  options: TReportOptions,
): Promise<TSourceRows> {
  const { start, end } = rangeInstants(options, site.timezone);
  // The range is required for this type (openReportSource checked it).
  const range = { start: start ?? new Date(0), end: end ?? new Date(0) };
  const tallies = new Map<string, TTaskTally>();
  for await (const chunk of companyTaskFacts(db, scope, options, range)) {
    tallyByCompany(chunk, range, tallies);
  }
  const listed = (
    await listSiteCompanies(db, scope.siteKey, scope.isPlantPersonnel ? undefined : scope.companyId)
  ).filter((c) => options.companyIds.length === 0 || options.companyIds.includes(c.id));
  const rows = listed.map((c) => cells(c.name, tallies.get(c.id) ?? zero()));
  const known = new Set(listed.map((c) => c.id));
  const removed = zero();
  let anyRemoved = false;
  for (const [id, t] of tallies) {
    if (id === '' || known.has(id)) continue;
    anyRemoved = true;
    removed.created += t.created;
    removed.completed += t.completed;
    removed.openAtEnd += t.openAtEnd;
  }
  const none = tallies.get('');
  if (none) rows.push(cells(NO_COMPANY, none));
  if (anyRemoved) rows.push(cells(REMOVED_COMPANY, removed));
  async function* batches() {
    yield rows;
  }
  return {
    headers: TASKS_BY_COMPANY_HEADERS,
    widths: [4, 1, 1, 1],
    total: rows.length,
    batches: batches(),
  };
}
