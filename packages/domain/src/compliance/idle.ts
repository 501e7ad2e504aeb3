import { isStandingScaffold, type TScaffoldFacts } from './scaffold-state.ts';

const DAY_MS = 86_400_000;

/** What the idle rule reads of a scaffold record, beyond its standing facts. */
export type TIdleFacts = Pick<TScaffoldFacts, 'installed' | 'open' | 'installedAt'> & {
  /** An open task (neither Complete nor Canceled) of any craft is on the record. */
  hasOpenTask: boolean;
  /** The latest completion of any task on the record (the last work done on it), if any. */
  lastTaskCompletedAt: Date | null;
};

/**
 * Since when a scaffold has stood without work: the later of its installation and the last
 * completion of a task on its record. Null when it is not standing, has an open task, or was
 * never marked installed.
 */
export function idleSince(s: TIdleFacts): Date | null {
  if (!isStandingScaffold(s) || s.hasOpenTask || !s.installedAt) return null;
  const last = s.lastTaskCompletedAt;
  return last && last > s.installedAt ? last : s.installedAt;
}

/** Whole days idle (0 when not idle at all). */
export function idleDaysOf(s: TIdleFacts, now: Date): number {
  const since = idleSince(s);
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/**
 * Idle: standing with no open task on its record for at least `idleDays` whole days since the
 * later of its installation and the last task completed on it (decision 169).
 */
export function isIdleScaffold(s: TIdleFacts, idleDays: number, now: Date): boolean {
  return idleSince(s) !== null && idleDaysOf(s, now) >= idleDays;
}

/** Whole days a scaffold has stood since installation (null when never marked installed). */
export function standingDaysOf(s: Pick<TScaffoldFacts, 'installedAt'>, now: Date): number | null {
  if (!s.installedAt) return null;
  return Math.max(0, Math.floor((now.getTime() - s.installedAt.getTime()) / DAY_MS));
}

/** The estimated rental cost of a standing scaffold: its standing days × the cost per day, in cents. */
export function idleCostCents(standingDays: number, costCentsPerDay: number): number {
  return Math.max(0, standingDays) * Math.max(0, costCentsPerDay);
}
