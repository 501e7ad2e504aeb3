import { describe, expect, it } from 'vitest';
import {
  autoSelected,
  companiesForCraftType,
  defaultTaskTitle,
  noCraftTypeText,
  requiresNewCraftRecord,
  wizardCraftTypes,
  wizardTaskTypes,
} from './wizard.ts';

const ALL = [3, 5, 10, 11, 12, 13, 14, 15, 70];

describe('wizardTaskTypes', () => {
  it.each<[string, number, readonly number[], boolean, number[]]>([
    ['Scaffolding from home', 10, ALL, false, [10, 11, 12, 13, 14, 15]],
    ['Scaffolding from a craft record drops Installation', 10, ALL, true, [11, 12, 13, 14, 15]],
    ['limited to the site types', 10, [10, 12], false, [10, 12]],
    ['HVAC from a record', 60, ALL, true, [70, 5, 3]],
    ['a craft with no types', 999, ALL, false, []],
  ])('%s', (_case, craftType, siteTypes, fromRecord, types) => {
    expect(wizardTaskTypes(craftType, siteTypes, fromRecord)).toEqual(types);
  });
});

describe('wizard choices', () => {
  it.each([
    [10, true],
    [11, false],
    [12, false],
  ])('task type %i needs a new craft record: %s', (taskType, needs) => {
    expect(requiresNewCraftRecord(taskType)).toBe(needs);
  });

  it.each<[unknown[], unknown]>([
    [[], null],
    [['only'], 'only'],
    [['a', 'b'], null],
  ])('auto-selects from %j: %j', (options, selected) => {
    expect(autoSelected(options)).toBe(selected);
  });

  it('offers the companies supporting the craft type', () => {
    const companies = [
      { id: 'a', craftTypes: [10, 15] },
      { id: 'b', craftTypes: [15] },
      { id: 'c', craftTypes: [] },
    ];
    expect(companiesForCraftType(companies, 10).map((c) => c.id)).toEqual(['a']);
    expect(companiesForCraftType(companies, 15).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it.each([
    [10, 'Pipe rack 3', 'Installation - Pipe rack 3'],
    [13, '  Unit 5  ', 'Inspection - Unit 5'],
  ])('titles a type %i task on %j as %j', (taskType, recordTitle, title) => {
    expect(defaultTaskTitle(taskType, recordTitle)).toBe(title);
  });

  it('cuts a default title to 200 characters', () => {
    expect(defaultTaskTitle(10, 'x'.repeat(300))).toHaveLength(200);
  });

  it('never cuts inside an emoji, and leaves no blank at the end', () => {
    // 'Installation - ' is 15 units; 184 x and an emoji (2 units) would make 201.
    expect(defaultTaskTitle(10, `${'x'.repeat(184)}🚧`)).toBe(`Installation - ${'x'.repeat(184)}`);
    expect(defaultTaskTitle(10, `${'x'.repeat(184)} y`)).toBe(`Installation - ${'x'.repeat(184)}`);
  });
});

describe('wizardCraftTypes', () => {
  const APEX = { craftTypes: [10, 15] };
  const BRIGHTLINE = { craftTypes: [30, 15] };
  it.each<[string, number[], { craftTypes: number[] }[], number[]]>([
    ['a contractor of Apex: its crafts, in the site order', [30, 15, 10], [APEX], [15, 10]],
    [
      'plant personnel: every craft some company supports',
      [10, 30, 100],
      [APEX, BRIGHTLINE],
      [10, 30],
    ],
    ['a company supporting none of the site crafts', [30, 100], [APEX], []],
    ['no company to assign', [10, 30], [], []],
    ['a site with no craft types', [], [APEX], []],
  ])('%s', (_case, siteTypes, companies, offered) => {
    expect(wizardCraftTypes(siteTypes, companies)).toEqual(offered);
  });
});

describe('noCraftTypeText', () => {
  it.each<[string, Parameters<typeof noCraftTypeText>[0], RegExp]>([
    [
      'a site without craft types',
      { siteHasCraftTypes: false, isPlantPersonnel: false, companyName: 'Apex' },
      /^This site has no craft types/,
    ],
    [
      'plant personnel',
      { siteHasCraftTypes: true, isPlantPersonnel: true, companyName: null },
      /^No company on this site supports any of its craft types/,
    ],
    [
      'a user without a company',
      { siteHasCraftTypes: true, isPlantPersonnel: false, companyName: null },
      /^You are not a member of a company on this site/,
    ],
    [
      'a contractor',
      { siteHasCraftTypes: true, isPlantPersonnel: false, companyName: 'Apex' },
      /^Your company, Apex, supports none of this site's craft types.*add craft types to Apex\.$/,
    ],
  ])('%s', (_case, input, text) => {
    expect(noCraftTypeText(input)).toMatch(text);
  });
});
