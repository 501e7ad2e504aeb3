import { INSPECTION_TASK_TYPES, TASK_TYPE } from '../catalogues/task-types.ts';

const DAY_MS = 86_400_000;

/** What a completed inspection found: safe, safe with restrictions, or not safe to use. */
export const INSPECTION_RESULTS = ['safe', 'restricted', 'unsafe'] as const;
export type TInspectionResult = (typeof INSPECTION_RESULTS)[number];

export const INSPECTION_RESULT_LABELS: Readonly<Record<TInspectionResult, string>> = {
  safe: 'Safe to use',
  restricted: 'Safe to use with restrictions',
  unsafe: 'Not safe to use',
};

/** The task types whose completion is a scaffold inspection (13, 111, 113, 114). */
export const SCAFFOLD_INSPECTION_TASK_TYPES: readonly number[] = INSPECTION_TASK_TYPES;

export function isInspectionTaskType(taskType: number): boolean {
  return SCAFFOLD_INSPECTION_TASK_TYPES.includes(taskType);
}

/** A completed Modification makes its scaffold due for inspection at once. */
export function isModificationTaskType(taskType: number): boolean {
  return taskType === TASK_TYPE.MODIFICATION;
}

/** What the compliance rules read of a scaffold record. */
export type TScaffoldFacts = {
  installed: boolean;
  open: boolean;
  /** craftDetails.timestampOnHold is set. */
  onHold: boolean;
  installedAt: Date | null;
  /** The last completed inspection, if any. */
  lastInspection: { at: Date; result: TInspectionResult } | null;
  /** The last completed Modification, if any. */
  lastModificationAt: Date | null;
};

/** Standing: installed and the record still open. */
export function isStandingScaffold(s: Pick<TScaffoldFacts, 'installed' | 'open'>): boolean {
  return s.installed && s.open;
}

/** The last inspection, or the installation when never inspected: where the interval counts from. */
export function inspectionBaseline(s: TScaffoldFacts): Date | null {
  return s.lastInspection?.at ?? s.installedAt;
}

/**
 * When the next inspection is due: the baseline plus the interval, or at once (the
 * modification's time) when a Modification was completed after the baseline. Null when the
 * scaffold is not standing or has no baseline.
 */
export function inspectionDueAt(s: TScaffoldFacts, intervalDays: number): Date | null {
  if (!isStandingScaffold(s)) return null;
  const base = inspectionBaseline(s);
  if (!base) return null;
  if (s.lastModificationAt && s.lastModificationAt > base) return s.lastModificationAt;
  return new Date(base.getTime() + intervalDays * DAY_MS);
}

/**
 * Overdue: a standing scaffold whose last completed inspection (or installation, when never
 * inspected) is older than the interval, or that was modified since. Due exactly now is overdue
 * only for a modification (older than, not as old as).
 */
export function isInspectionOverdue(s: TScaffoldFacts, intervalDays: number, now: Date): boolean {
  const due = inspectionDueAt(s, intervalDays);
  if (!due) return false;
  if (s.lastModificationAt && due.getTime() === s.lastModificationAt.getTime()) return true;
  return now.getTime() > due.getTime();
}

/** Whole days since the last inspection (or installation); null without either. */
export function daysSinceInspection(s: TScaffoldFacts, now: Date): number | null {
  const base = inspectionBaseline(s);
  if (!base) return null;
  return Math.max(0, Math.floor((now.getTime() - base.getTime()) / DAY_MS));
}

/** Why a scaffold may not be used, first that applies. */
export const SCAFFOLD_BLOCK_REASONS = [
  'removed',
  'notInstalled',
  'onHold',
  'failedInspection',
  'inspectionOverdue',
] as const;
export type TScaffoldBlockReason = (typeof SCAFFOLD_BLOCK_REASONS)[number];

export const SCAFFOLD_BLOCK_REASON_TEXTS: Readonly<Record<TScaffoldBlockReason, string>> = {
  removed: 'Removed: the scaffold has been taken down.',
  notInstalled: 'Not installed: the scaffold has not been handed over for use.',
  onHold: 'On hold: work on the scaffold is stopped.',
  failedInspection: 'Failed inspection: the last inspection found it not safe to use.',
  inspectionOverdue: 'Inspection overdue: it must be inspected before use.',
};

export type TScaffoldReadiness = {
  /** Null when the scaffold may be used. */
  blockedBy: TScaffoldBlockReason | null;
  /** The last inspection recorded restrictions. */
  restricted: boolean;
};

/**
 * Whether a scaffold may be used now: removed (closed after being installed), not installed,
 * on hold, failed its last inspection, or overdue for inspection block it, in that order.
 */
export function scaffoldReadiness(
  s: TScaffoldFacts,
  intervalDays: number,
  now: Date,
): TScaffoldReadiness {
  const restricted = s.lastInspection?.result === 'restricted';
  const blockedBy: TScaffoldBlockReason | null = !s.open
    ? s.installed || s.installedAt
      ? 'removed'
      : 'notInstalled'
    : !s.installed
      ? 'notInstalled'
      : s.onHold
        ? 'onHold'
        : s.lastInspection?.result === 'unsafe'
          ? 'failedInspection'
          : isInspectionOverdue(s, intervalDays, now)
            ? 'inspectionOverdue'
            : null;
  return { blockedBy, restricted: blockedBy === null && restricted };
}
