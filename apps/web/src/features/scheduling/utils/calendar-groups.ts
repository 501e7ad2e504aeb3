/** What the grouping needs of a calendar event. */
type TPlaced = { start: Date; resourceId: string };

/** From how many tasks starting together a column shows a count instead of the cards. */
export const GROUP_FROM = 2;

/**
 * Tasks that start at the same minute in the same column are counted on one card (issue 32 #8:
 * a slot of ten cards was ten slivers, and two halves of a day column are too narrow to read);
 * tasks whose hours only overlap stand side by side.
 * `byCompany` says whether the column is the company's (day view) or the day's (week view).
 */
export function groupSameStart<T extends TPlaced>(
  events: readonly T[],
  byCompany: boolean,
): { singles: T[]; groups: T[][] } {
  const slots = new Map<string, T[]>();
  for (const event of events) {
    const key = `${event.start.getTime()}|${byCompany ? event.resourceId : ''}`;
    const slot = slots.get(key);
    if (slot) slot.push(event);
    else slots.set(key, [event]);
  }
  const singles: T[] = [];
  const groups: T[][] = [];
  for (const slot of slots.values()) {
    if (slot.length >= GROUP_FROM) groups.push(slot);
    else singles.push(...slot);
  }
  return { singles, groups };
}
