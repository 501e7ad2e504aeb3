import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { importFields } from './fields.ts';
import { proposeMapping } from './mapping.ts';
import { context } from './import.fixture.ts';
import {
  AMBIGUOUS,
  checkImport,
  problemText,
  type TExistingRecord,
  type TImportContext,
} from './rows.ts';

const headers = ['Title', 'Craft type', 'Location', 'Company', 'Tag Number', 'Leg Feet'];

const existing: TExistingRecord = {
  id: 'rec-7',
  craftType: CRAFT_TYPE.SCAFFOLDING,
  title: 'Pipe rack',
  description: '',
  locationId: 'loc-1',
  assetId: null,
  authorizedCompanies: ['co-1'],
  craftDetails: { tagNumber: 'T-7', legFeet: 12 },
};

function check(rows: string[][], over: Partial<TImportContext> = {}) {
  const ctx = context('records', {
    existingRecords: new Map<string, TExistingRecord | typeof AMBIGUOUS>([
      ['t-7', existing],
      ['t-8', AMBIGUOUS],
    ]),
    ...over,
  });
  return checkImport(
    'records',
    headers,
    rows.map((cells, i) => ({ line: i + 2, cells })),
    proposeMapping(headers, ctx.fields),
    ctx,
  );
}

const row = (tag: string, title = 'Pipe rack', feet = '12', location = 'North Yard') => [
  title,
  'Scaffolding',
  location,
  '',
  tag,
  feet,
];

describe('tag numbers in a records import', () => {
  it('is a field of every site, titled as the site’s own tag number field if it has one', () => {
    const bare = importFields('records', null).find((f) => f.key === 'craftDetails.tagNumber');
    expect(bare).toMatchObject({ label: 'Tag number', required: false });
    const own = importFields('records', context('records').customizations);
    expect(own.filter((f) => f.detail?.key === 'tagNumber').map((f) => f.label)).toEqual([
      'Tag Number',
    ]);
  });

  it('is kept in the details of a craft type the site gave no tag number field', () => {
    const cells = ['Brush job', 'Painting', '', '', 'P-1', ''];
    const result = check([cells]);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]?.craftDetails).toEqual({ tagNumber: 'P-1' });
  });

  it('flags a tag number repeated within the file on each later line, in any case', () => {
    const result = check([row('N-1'), row('N-2'), row(' n-1 '), row('N-1')]);
    expect(result.problems.map(problemText)).toEqual([
      'Line 4: Tag number n-1 is also on line 2.',
      'Line 5: Tag number N-1 is also on line 2.',
    ]);
    expect(result.badRows).toBe(2);
  });

  it.each<[string, TImportContext['existingMode'], string[], string]>([
    ['skips an existing record unchecked', 'skip', row('T-7', 'Renamed', 'lots'), 'skip'],
    ['skips by default', undefined, row('t-7'), 'skip'],
    ['skips a tag two records share', 'skip', row('T-8'), 'skip'],
    ['finds an update with the same values unchanged', 'update', row('T-7'), 'unchanged'],
    ['updates a changed title', 'update', row('T-7', 'Pipe rack east'), 'update'],
    ['updates a changed detail', 'update', row('T-7', 'Pipe rack', '14'), 'update'],
    ['creates a new tag number', 'update', row('N-9'), 'create'],
  ])('%s', (_case, existingMode, cells, outcome) => {
    const result = check([cells], existingMode ? { existingMode } : {});
    expect(result.problems).toEqual([]);
    expect(result.outcomes).toEqual([{ line: 2, tag: cells[4]?.trim(), outcome }]);
    expect(result.rows).toHaveLength(outcome === 'create' ? 1 : 0);
    expect(result.updates).toHaveLength(outcome === 'update' ? 1 : 0);
  });

  it('changes only the changed fields, keeping the other details', () => {
    const result = check([row('T-7', 'Pipe rack east', '12', '')], { existingMode: 'update' });
    expect(result.updates).toEqual([
      {
        line: 2,
        id: 'rec-7',
        tag: 'T-7',
        title: 'Pipe rack east',
        patch: { title: 'Pipe rack east' },
      },
    ]);
  });

  it('adds a new company to the record’s companies', () => {
    const cells = row('T-7');
    cells[3] = 'Acme Scaffold';
    const other = { ...existing, authorizedCompanies: ['co-9'] };
    const result = check([cells], {
      existingMode: 'update',
      existingRecords: new Map([['t-7', other]]),
    });
    expect(result.updates[0]?.patch).toEqual({ authorizedCompanies: ['co-9', 'co-1'] });
  });

  it.each<[string, string[], string]>([
    [
      'a tag two records share',
      row('T-8'),
      'Line 2: Tag number T-8 belongs to more than one craft record on the site.',
    ],
    [
      'another craft type',
      ['Pipe rack', 'Painting', '', '', 'T-7', ''],
      'Line 2: The craft record with this tag number is Scaffolding: an import does not change a record’s craft type.',
    ],
    [
      'a bad value',
      row('T-7', 'Pipe rack', '500'),
      'Line 2: Leg Feet: Leg Feet should be below 100.',
    ],
  ])('refuses to update %s', (_case, cells, text) => {
    const result = check([cells], { existingMode: 'update' });
    expect(result.problems.map(problemText)).toEqual([text]);
    expect(result.updates).toEqual([]);
  });
});
