import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { ABSENT_RECORD_DEFAULT_CRAFT_TYPE, absentRecordCraftType } from './absent-record.ts';

describe('absentRecordCraftType (spec part 2: /craft-list/{craftType}, default 10)', () => {
  it.each<[string, (number | null | undefined)[], number]>([
    ['nothing known: the default', [undefined, null, null], 10],
    ['an unknown code is skipped', [undefined, 12345, null], 10],
    ['the record last seen', [CRAFT_TYPE.PAINTING, CRAFT_TYPE.INSULATION, null], 30],
    ["the link's craft type", [undefined, CRAFT_TYPE.PAINTING, null], 30],
    ['the work type in use', [undefined, Number.NaN, CRAFT_TYPE.PAINTING], 30],
  ])('%s', (_case, candidates, expected) => {
    expect(absentRecordCraftType(candidates)).toBe(expected);
  });

  it('defaults to the spec’s 10', () => {
    expect(ABSENT_RECORD_DEFAULT_CRAFT_TYPE).toBe(10);
  });
});
