import type { TReportOptions, TReportType } from '@craftwork/domain/reports/report-types';
import type { Scope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { TReportSource } from '../report-document.ts';

/** The rows of a report type for a scope, with its words (one source per type). */
export async function openReportSource(
  db: Database,
  scope: Scope,
  type: TReportType,
  options: TReportOptions,
  now: Date,
): Promise<TReportSource> {
  void db;
  void scope;
  void options;
  void now;
  throw new AppError('BAD_REQUEST', `The ${type} report is not written yet.`);
}

/** The choices of the report form's options, in the caller's scope. */
export type TReportFilterOptions = {
  craftTypes: { code: number; name: string }[];
  companies: { id: string; name: string }[];
  locations: { id: string; title: string }[];
  statuses: { code: number; name: string }[];
  kpiTemplates: { id: string; name: string }[];
};

export async function reportFilterOptions(
  db: Database,
  scope: Scope,
): Promise<TReportFilterOptions> {
  void db;
  void scope;
  return { craftTypes: [], companies: [], locations: [], statuses: [], kpiTemplates: [] };
}
