import {
  INSPECTION_RESULTS,
  type TInspectionResult,
  type TScaffoldFacts,
} from '@craftwork/domain/compliance/scaffold-state';

// The columns live with the queries; other modules' repositories read them from here.
export { recordId, scaffoldFactColumns } from './scaffold-facts.repository.ts';

export type ScaffoldFactRow = {
  installed: boolean;
  open: boolean;
  installedAt: Date | null;
  onHold: boolean;
  lastInspectionAt: Date | null;
  lastInspectionResult: string | null;
  lastModificationAt: Date | null;
};

const isResult = (v: string | null): v is TInspectionResult =>
  v !== null && (INSPECTION_RESULTS as readonly string[]).includes(v);

/** A selected row as the domain's scaffold facts. */
export function toScaffoldFacts(row: ScaffoldFactRow): TScaffoldFacts {
  return {
    installed: row.installed,
    open: row.open,
    onHold: row.onHold,
    installedAt: row.installedAt,
    lastInspection: row.lastInspectionAt
      ? {
          at: row.lastInspectionAt,
          result: isResult(row.lastInspectionResult) ? row.lastInspectionResult : 'safe',
        }
      : null,
    lastModificationAt: row.lastModificationAt,
  };
}
