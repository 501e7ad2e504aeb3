/**
 * A KPI card's target state: green when the value meets the target, amber when it misses it by
 * at most 10% of the target, red otherwise; none without a target or a value.
 */
export type TTargetState = 'green' | 'amber' | 'red' | 'none';

/** How far from the target (as a share of it) a value is still amber. */
export const TARGET_AMBER_SHARE = 0.1;

export function targetState(
  value: number | null,
  target: number | null,
  direction: 'higher' | 'lower',
): TTargetState {
  if (value === null || target === null) return 'none';
  const meets = direction === 'higher' ? value >= target : value <= target;
  if (meets) return 'green';
  const miss = Math.abs(value - target);
  return miss <= Math.abs(target) * TARGET_AMBER_SHARE ? 'amber' : 'red';
}

/** value − previous; null when either is missing. */
export function changeOf(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null) return null;
  return value - previous;
}
