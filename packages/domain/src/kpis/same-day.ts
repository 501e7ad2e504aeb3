import { toSiteWallTime } from '../time/site-time.ts';

/**
 * The spec's same-day task (part 3, 2.6): scheduled on the same site day as it entered
 * Awaiting, not urgent, and entering Awaiting after 01:00 that day.
 */
export function isSameDayTask(
  task: {
    urgent: boolean;
    timestampAwaitingStart: Date | null;
    timestampScheduled: Date | null;
  },
  timeZone: string,
): boolean {
  if (task.urgent || !task.timestampAwaitingStart || !task.timestampScheduled) return false;
  const awaiting = toSiteWallTime(task.timestampAwaitingStart, timeZone);
  const scheduled = toSiteWallTime(task.timestampScheduled, timeZone);
  if (awaiting.format('YYYY-MM-DD') !== scheduled.format('YYYY-MM-DD')) return false;
  return awaiting.hour() * 60 + awaiting.minute() > 60;
}
