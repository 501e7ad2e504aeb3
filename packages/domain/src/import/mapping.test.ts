import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { importFields, type TImportConstant } from './fields.ts';
import { mappingProblems, proposeMapping } from './mapping.ts';
import { context } from './import.fixture.ts';
import { checkImport, problemText } from './rows.ts';

describe('header proposals on a new site (no fields of its own)', () => {
  it.each<['records' | 'tasks', string, string | null]>([
    ['records', 'Name', 'title'],
    ['records', 'Asset Name', 'title'],
    ['records', 'Asset ID', 'craftDetails.tagNumber'],
    ['records', 'Tag No.', 'craftDetails.tagNumber'],
    ['records', 'Tag number', 'craftDetails.tagNumber'],
    ['records', 'Asset number', 'asset'],
    ['records', 'Notes', 'description'],
    ['records', 'Contractor', 'company'],
    ['records', 'Type', null],
    ['records', 'Parent ID', null],
    ['tasks', 'Asset ID', 'recordTag'],
    ['tasks', 'Due date', 'scheduledDate'],
    ['tasks', 'Due', 'scheduledDate'],
    ['tasks', 'Status', 'status'],
    ['tasks', 'Completed on', 'completedDate'],
    ['tasks', 'Completion date', 'completedDate'],
    ['tasks', 'WO Number', 'workOrder'],
    ['tasks', 'Work order ID', 'workOrder'],
    ['tasks', 'Name', 'title'],
    ['tasks', 'Type', 'taskType'],
    ['tasks', 'Contractor', 'company'],
  ])('%s: proposes %j → %j', (kind, header, key) => {
    expect(proposeMapping([header], importFields(kind, null))).toEqual([key]);
  });
});

describe('values for every row', () => {
  const fields = importFields('records', null);
  it.each<[(string | null)[], TImportConstant[], string[]]>([
    [['title'], [{ field: 'craftType', value: 'Scaffolding' }], []],
    [
      ['title', 'craftType'],
      [{ field: 'craftType', value: 'Scaffolding' }],
      ['Craft type has a column and a value for every row: keep one of them.'],
    ],
    [
      ['title'],
      [
        { field: 'craftType', value: 'Scaffolding' },
        { field: 'craftType', value: 'Painting' },
      ],
      ['Craft type has more than one value for every row.'],
    ],
    [
      ['title'],
      [{ field: 'craftType', value: '  ' }],
      ['Craft type: the value for every row is blank.'],
    ],
    [
      ['title'],
      [{ field: 'nope', value: 'x' }],
      [
        'A value for every row is given for a field that does not exist.',
        'Craft type is required: map a column to it.',
      ],
    ],
  ])('%j with %j → %j', (mapping, constants, reasons) => {
    expect(mappingProblems(mapping, ['A', 'B'], fields, constants).map((p) => p.reason)).toEqual(
      reasons,
    );
  });

  it('gives every row the value, checked like a cell, its problems naming the value', () => {
    const ctx = context('records', {
      constants: [
        { field: 'craftType', value: 'Scaffolding' },
        { field: 'company', value: 'Acme Scaffold' },
        { field: 'location', value: 'Nowhere' },
      ],
    });
    const mapping = proposeMapping(['Name', 'Tag Number'], ctx.fields);
    const result = checkImport(
      'records',
      ['Name', 'Tag Number'],
      [{ line: 2, cells: ['Rack', 'T-1'] }],
      mapping,
      ctx,
    );
    expect(result.problems).toEqual([
      {
        line: 2,
        column: 'Location (every row)',
        reason: 'Location "Nowhere" does not exist.',
      },
    ]);
    const fine = checkImport(
      'records',
      ['Name', 'Tag Number'],
      [{ line: 2, cells: ['Rack', 'T-1'] }],
      mapping,
      { ...ctx, constants: ctx.constants?.slice(0, 2) },
    );
    expect(fine.problems.map(problemText)).toEqual([]);
    expect(fine.rows[0]).toMatchObject({
      craftType: CRAFT_TYPE.SCAFFOLDING,
      companyId: 'co-1',
      locationId: null,
    });
  });
});
