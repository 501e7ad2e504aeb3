import { describe, expect, it } from 'vitest';
import { groupSameStart } from '../utils/calendar-groups';

const at = (hour: number, resourceId: string, id: string) => ({
  id,
  start: new Date(2026, 10, 30, hour),
  resourceId,
});

describe('groupSameStart', () => {
  it('counts two or more tasks starting together and keeps a task alone as its card', () => {
    const alone = [at(9, 'a', '1'), at(10, 'a', '2')];
    const three = [at(14, 'a', '3'), at(14, 'b', '4'), at(14, 'a', '5')];
    const byDay = groupSameStart([...alone, ...three], false);
    expect(byDay.singles.map((e) => e.id)).toEqual(['1', '2']);
    expect(byDay.groups.map((g) => g.map((e) => e.id))).toEqual([['3', '4', '5']]);
  });

  it('counts per company column in the day view', () => {
    const three = [at(14, 'a', '3'), at(14, 'b', '4'), at(14, 'a', '5')];
    const byCompany = groupSameStart(three, true);
    expect(byCompany.singles.map((e) => e.id)).toEqual(['4']);
    expect(byCompany.groups.map((g) => g.map((e) => e.id))).toEqual([['3', '5']]);
  });
});
