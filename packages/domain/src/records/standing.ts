import { formatNumber } from '../i18n/format.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';

const DAY_MS = 86_400_000;

export type TStandingInput = {
  installed: boolean | null | undefined;
  timestampMarkedInstalled: Date | null | undefined;
  open: boolean;
  timestampRecordClosed: Date | null | undefined;
};

/** A standing scaffold: a record that is installed and still open. */
export function isStanding(record: Pick<TStandingInput, 'installed' | 'open'>): boolean {
  return Boolean(record.installed) && record.open;
}

/**
 * Whole days a record has stood: from the time it was marked installed to now, or to its
 * closing time if it is closed. Null when it was never installed.
 */
export function standingDays(record: TStandingInput, now: Date): number | null {
  const start = record.timestampMarkedInstalled;
  if (!record.installed || !start) return null;
  const end = record.open ? now : (record.timestampRecordClosed ?? now);
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / DAY_MS));
}

/**
 * Average Days Standing: the sum of whole days divided by the number of standing scaffolds,
 * rounded to a whole number. Null (shown as --) when there are none or the sum is 0. The one
 * definition of the dashboard's figure, the KPI summary's and the KPI card's.
 */
export function averageStandingDays(sum: number, count: number): number | null {
  if (count <= 0 || sum === 0) return null;
  return Math.round(sum / count);
}

/** Average Days Standing of the whole days of each standing scaffold. */
export function averageDaysStanding(days: readonly number[]): number | null {
  return averageStandingDays(
    days.reduce((a, b) => a + b, 0),
    days.length,
  );
}

/** A standing figure for display, in the language's digits (en-US by default): -- when there is none. */
export function formatStanding(
  n: number | null | undefined,
  language: string = DEFAULT_LANGUAGE,
): string {
  return n === null || n === undefined ? '--' : formatNumber(n, language);
}
