/** Open work by age (kpiOpenWorkByAge): open tasks now, by whole days since their creation. */
const DAY_MS = 86_400_000;

export const AGE_BUCKETS = ['0-7', '8-30', '31-90', 'over90'] as const;
export type TAgeBucket = (typeof AGE_BUCKETS)[number];

export const AGE_BUCKET_LABELS: Record<TAgeBucket, string> = {
  '0-7': '0-7 days',
  '8-30': '8-30 days',
  '31-90': '31-90 days',
  over90: 'Over 90 days',
};

/** Whole days from creation to now (never negative). */
export function ageInDays(created: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
}

/** The bucket of a task created at `created`: 0-7, 8-30, 31-90 or over 90 days old. */
export function ageBucket(created: Date, now: Date): TAgeBucket {
  const days = ageInDays(created, now);
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 90) return '31-90';
  return 'over90';
}

export function isAgeBucket(key: string): key is TAgeBucket {
  return (AGE_BUCKETS as readonly string[]).includes(key);
}
