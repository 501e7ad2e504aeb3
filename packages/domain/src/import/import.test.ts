import { describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '../catalogues/craft-types.ts';
import { TASK_STATUS } from '../catalogues/task-statuses.ts';
import { TASK_TYPE } from '../catalogues/task-types.ts';
import { detailCellValue, nameKey, parseImportDate } from './cells.ts';
import { importFields } from './fields.ts';
import { mappingProblems, normaliseHeader, proposeMapping } from './mapping.ts';
import { context, customizations, record } from './import.fixture.ts';
import { checkImport, problemText, type TImportContext } from './rows.ts';

describe('dates', () => {
  it.each([
    ['2026-03-31', '2026-03-31'],
    ['2026-3-1', '2026-03-01'],
    ['03/31/2026', '2026-03-31'],
    ['3/1/2026', '2026-03-01'],
    [' 2028-02-29 ', '2028-02-29'],
    ['2026-02-29', null],
    ['31/02/2026', null],
    ['02/31/2026', null],
    ['2026-13-01', null],
    ['tomorrow', null],
    ['', null],
    ['1850-01-01', null],
  ])('reads %j as %j', (text, day) => {
    expect(parseImportDate(text)).toBe(day);
  });
});

describe('header auto-mapping', () => {
  const fields = importFields('records', customizations);
  it.each([
    ['Title', 'title'],
    ['  TITLE ', 'title'],
    ['craft_type', 'craftType'],
    ['Craft Type', 'craftType'],
    ['Work type', 'craftType'],
    ['location', 'location'],
    ['Asset #', 'asset'],
    ['Asset number', 'asset'],
    ['\uFEFFTitle', 'title'],
    ['Tag Number', 'craftDetails.tagNumber'],
    ['legFeet', 'craftDetails.legFeet'],
    ['Notes', 'description'],
    ['Colour', null],
  ])('maps %j to %j', (header, key) => {
    expect(proposeMapping([header], fields)).toEqual([key]);
  });

  it('maps a field to its first matching column only', () => {
    expect(proposeMapping(['Title', 'title', 'Location'], fields)).toEqual([
      'title',
      null,
      'location',
    ]);
  });

  it('offers no detail a cell cannot give (ids)', () => {
    expect(fields.map((f) => f.key)).not.toContain('craftDetails.picked');
  });

  it('ignores case, spaces and punctuation', () => {
    expect(normaliseHeader(' Craft-Type ')).toBe('crafttype');
  });
});

describe('mapping problems', () => {
  const fields = importFields('records', customizations);
  it.each<[(string | null)[], string[]]>([
    [['title', 'craftType'], []],
    [['title', null], ['Craft type is required: map a column to it.']],
    [['title', 'craftType', 'title'], ['Title is mapped to more than one column.']],
    [['title', 'craftType', 'nope'], ['This column is mapped to a field that does not exist.']],
  ])('%j → %j', (mapping, reasons) => {
    expect(mappingProblems(mapping, ['A', 'B', 'C'], fields).map((p) => p.reason)).toEqual(reasons);
  });
});

describe('detail cells', () => {
  const bool = { key: 'h', title: 'Heated', type: 'bool' as const };
  const selection = {
    key: 'g',
    title: 'Grade',
    type: 'selection' as const,
    selectionOptions: [{ value: 'a', label: 'Light duty' }],
  };
  it.each([
    [bool, 'Yes', { value: true }],
    [bool, 'no', { value: false }],
    [bool, 'maybe', { error: '"maybe" is not Yes or No.' }],
    [selection, 'light  DUTY', { value: 'a' }],
    [selection, 'a', { value: 'a' }],
    [selection, 'heavy', { error: '"heavy" is not one of its choices.' }],
  ])('%#: %j', (field, text, expected) => {
    expect(detailCellValue(field, text)).toEqual(expected);
  });
});

const recordHeaders = [
  'Title',
  'Craft type',
  'Location',
  'Company',
  'Asset number',
  'Tag Number',
  'Leg Feet',
  'Heated',
  'Grade',
];
const recordMapping = proposeMapping(recordHeaders, importFields('records', customizations));

function checkRecordRow(cells: string[]) {
  return checkImport(
    'records',
    recordHeaders,
    [{ line: 7, cells }],
    recordMapping,
    context('records'),
  );
}

describe('record rows', () => {
  it('reads a good row into ids, codes and details', () => {
    const result = checkRecordRow([
      'Pipe rack',
      'scaffolding',
      'North  Yard',
      'ACME Scaffold',
      'P-100',
      '=1+2',
      '12',
      'yes',
      'Heavy duty',
    ]);
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 7,
        title: 'Pipe rack',
        description: '',
        craftType: CRAFT_TYPE.SCAFFOLDING,
        locationId: 'loc-1',
        assetId: 'asset-1',
        companyId: 'co-1',
        // A formula-looking cell is data: stored as typed.
        craftDetails: expect.objectContaining({
          tagNumber: '=1+2',
          legFeet: 12,
          heated: true,
          grade: 'b',
        }),
      },
    ]);
  });

  it.each<[string[], string]>([
    [['', 'Scaffolding', '', '', '', 'T', '', '', ''], 'Line 7: Title is required.'],
    [
      ['x'.repeat(201), 'Scaffolding', '', '', '', 'T', '', '', ''],
      'Line 7: Title is longer than 200 characters.',
    ],
    [['A', '', '', '', '', 'T', '', '', ''], 'Line 7: Craft type is required.'],
    [
      ['A', 'Plumbing', '', '', '', 'T', '', '', ''],
      'Line 7: Craft type "Plumbing" is not a craft type of this site.',
    ],
    [
      ['A', 'Knitting', '', '', '', 'T', '', '', ''],
      'Line 7: Craft type "Knitting" is not a craft type of this site.',
    ],
    [
      ['A', 'Scaffolding', 'South Yard', '', '', 'T', '', '', ''],
      'Line 7: Location "South Yard" does not exist.',
    ],
    [
      ['A', 'Scaffolding', 'Unit 2', '', '', 'T', '', '', ''],
      'Line 7: Location "Unit 2" matches more than one on the site.',
    ],
    [
      ['A', 'Scaffolding', '', 'Nobody Inc', '', 'T', '', '', ''],
      'Line 7: Company "Nobody Inc" does not exist.',
    ],
    [
      ['A', 'Scaffolding', '', '', 'P-999', 'T', '', '', ''],
      'Line 7: Asset number "P-999" does not exist.',
    ],
    [
      ['A', 'Scaffolding', '', '', '', '', '', '', ''],
      'Line 7: Tag Number: This field is required.',
    ],
    [
      ['A', 'Scaffolding', '', '', '', 'T', 'lots', '', ''],
      'Line 7: Leg Feet: Only numbers are allowed.',
    ],
    [
      ['A', 'Scaffolding', '', '', '', 'T', '500', '', ''],
      'Line 7: Leg Feet: Leg Feet should be below 100.',
    ],
    [
      ['A', 'Scaffolding', '', '', '', 'T', '', 'perhaps', ''],
      'Line 7: Heated: "perhaps" is not Yes or No.',
    ],
    [
      ['A', 'Scaffolding', '', '', '', 'T', '', '', 'Medium'],
      'Line 7: Grade: "Medium" is not one of its choices.',
    ],
    [
      ['A', 'Painting', '', '', '', 'T', '5', '', ''],
      'Line 7: Leg Feet is not a detail of Painting craft records.',
    ],
    [
      ['A\nB', 'Scaffolding', '', '', '', 'T', '', '', ''],
      'Line 7: Title must be one line of text.',
    ],
  ])('%j → %s', (cells, text) => {
    const result = checkRecordRow(cells);
    expect(result.problems.map(problemText)).toEqual([text]);
    expect(result.rows).toEqual([]);
    expect(result.badRows).toBe(1);
  });
});

const taskHeaders = ['Tag number', 'Task type', 'Company', 'Scheduled date', 'Crew'];
const taskMapping = proposeMapping(taskHeaders, importFields('tasks', customizations));

function checkTaskRow(cells: string[], over: Partial<TImportContext> = {}) {
  return checkImport(
    'tasks',
    taskHeaders,
    [{ line: 12, cells }],
    taskMapping,
    context('tasks', over),
  );
}

describe('task rows', () => {
  it('maps the task headers', () => {
    expect(taskMapping).toEqual([
      'recordTag',
      'taskType',
      'company',
      'scheduledDate',
      'taskDetails.crew',
    ]);
  });

  it.each<[string, string, number]>([
    ['2026-03-20', '2026-03-20T12:00:00.000Z', TASK_STATUS.SCHEDULED],
    ['03/10/2026', '2026-03-10T12:00:00.000Z', TASK_STATUS.AWAITING],
  ])('schedules on %s with the status the app gives', (date, at, status) => {
    const result = checkTaskRow(['T-1', 'Modification', 'Acme Scaffold', date, '3']);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      record,
      taskType: TASK_TYPE.MODIFICATION,
      companyId: 'co-1',
      choice: 'date',
      scheduledAt: new Date(at),
      status,
      taskSpecificDetails: { crew: 3 },
    });
  });

  it('leaves a task without a date awaiting schedule', () => {
    const result = checkTaskRow(['T-1', 'Removal', 'Acme Scaffold', '', '']);
    expect(result.rows[0]).toMatchObject({
      choice: 'awaitingSchedule',
      status: TASK_STATUS.AWAITING_SCHEDULE,
    });
  });

  it.each<[string[], string]>([
    [
      ['T-9', 'Removal', 'Acme Scaffold', '', ''],
      'Line 12: Craft record with tag number T-9 is not on the site.',
    ],
    [
      ['T-2', 'Removal', 'Acme Scaffold', '', ''],
      'Line 12: Tag number T-2 belongs to more than one craft record on the site.',
    ],
    [['T-1', 'Juggling', 'Acme Scaffold', '', ''], 'Line 12: Task type "Juggling" does not exist.'],
    [
      ['T-1', 'Painting', 'Acme Scaffold', '', ''],
      'Line 12: Task type "Painting" is not used for Scaffolding on this site.',
    ],
    [
      ['T-1', 'Installation', 'Acme Scaffold', '', ''],
      'Line 12: Installation tasks are made with a new craft record in the app, not imported.',
    ],
    [
      ['T-1', 'Removal', 'Brush Co', '', ''],
      'Line 12: Company "Brush Co" is not assigned Scaffolding work.',
    ],
    [['T-1', 'Removal', '', '', ''], 'Line 12: Assigned company is required.'],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '31/02/2026', ''],
      'Line 12: Scheduled date "31/02/2026" is not a valid date (YYYY-MM-DD or MM/DD/YYYY).',
    ],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '2026-03-01', ''],
      'Line 12: Scheduled date "2026-03-01" is in the past; this site does not schedule tasks in the past.',
    ],
    [['T-1', 'Modification', 'Acme Scaffold', '', ''], 'Line 12: Crew: This field is required.'],
    [
      ['T-1', 'Removal', 'Acme Scaffold', '', '2'],
      'Line 12: Crew is not a detail of Scaffolding tasks of this type.',
    ],
  ])('%j → %s', (cells, text) => {
    const result = checkTaskRow(cells);
    expect(result.problems.map(problemText)).toEqual([text]);
    expect(result.rows).toEqual([]);
  });

  it('accepts a past date where the site allows it', () => {
    const result = checkTaskRow(['T-1', 'Removal', 'Acme Scaffold', '2026-03-01', ''], {
      customizations: { ...customizations, allowSchedulingTasksInThePast: true },
    });
    expect(result.problems).toEqual([]);
  });

  it('asks for a date where the site has no Awaiting Schedule status', () => {
    const result = checkTaskRow(['T-1', 'Removal', 'Acme Scaffold', '', ''], {
      validTaskStatusCodes: [20, 30, 90],
    });
    expect(result.problems.map((p) => p.reason)).toEqual([
      'Scheduled date is required: this site has no Awaiting Schedule status.',
    ]);
  });
});

describe('whole files', () => {
  it('finds the one bad row among 1,000 by its line in the file', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      line: i + 2,
      cells: [
        'Rack ' + i,
        'Scaffolding',
        i === 500 ? 'Nowhere' : 'North Yard',
        '',
        '',
        `T${i}`,
        '',
        '',
        '',
      ],
    }));
    const result = checkImport('records', recordHeaders, rows, recordMapping, context('records'));
    expect(result.problems).toEqual([
      { line: 502, column: 'Location', reason: 'Location "Nowhere" does not exist.' },
    ]);
    expect(result.badRows).toBe(1);
    expect(result.rows).toHaveLength(999);
  });

  it('stops at the mapping when a required field has no column', () => {
    const result = checkImport(
      'records',
      ['Title'],
      [{ line: 2, cells: ['A'] }],
      ['title'],
      context('records'),
    );
    expect(result.problems).toEqual([
      { line: 1, column: '', reason: 'Craft type is required: map a column to it.' },
    ]);
  });

  it('compares names without case or extra spaces', () => {
    expect(nameKey('  North   YARD ')).toBe('north yard');
  });
});
