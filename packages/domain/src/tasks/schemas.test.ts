import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZCreateTaskInput,
  ZDeleteTaskInput,
  ZEditTaskDateInput,
  ZEditTaskInput,
  ZMultiCraftRecordInput,
  ZSetTaskStatusInput,
  ZSubscriptionInput,
  ZUpdateCraftDetailsInput,
} from './schemas.ts';

const ISO = '2024-03-18T12:00:00.000Z';
const long = (n: number) => 'x'.repeat(n);

/** [path, message] of every issue, or [] when the input parses. */
function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('ZSetTaskStatusInput', () => {
  const base = { taskId: 't1', status: 90 };
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a plain status change', {}, []],
    [
      'details, a persistence choice and a next task',
      {
        details: { legFeet: '12' },
        persistenceChoice: 'close',
        nextTask: { create: true, assignedCompanyId: 'c1', notes: 'n' },
      },
      [],
    ],
    ['declining the next task needs no company', { nextTask: { create: false } }, []],
    [
      'a next task without a company',
      { nextTask: { create: true } },
      [['nextTask.assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'a next task with a blank company',
      { nextTask: { create: true, assignedCompanyId: '' } },
      [['nextTask.assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'inventory lines and material pickup',
      {
        inventoryLines: [{ inventoryObjectId: 'o', movementType: 21, quantity: '2' }],
        materialPickup: 'returned',
      },
      [],
    ],
    [
      'an inventory line without a quantity',
      { inventoryLines: [{ inventoryObjectId: 'o', movementType: 21, quantity: '' }] },
      [['inventoryLines.0.quantity', 'Required']],
    ],
    ['an unknown status code', { status: 77 }, [['status', 'Please check the values in the form']]],
    [
      'an unknown persistence choice',
      { persistenceChoice: 'prompt' },
      [['persistenceChoice', expect.any(String) as unknown as string]],
    ],
    [
      'notes over 5000 characters',
      { nextTask: { create: true, assignedCompanyId: 'c', notes: long(5001) } },
      [['nextTask.notes', 'Text needs to be less than 5000 characters']],
    ],
  ])('%s', (_case, extra, expected) => {
    expect(issues(ZSetTaskStatusInput, { ...base, ...extra })).toEqual(expected);
  });

  it('refuses a details map with too many keys', () => {
    const details = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]));
    expect(ZSetTaskStatusInput.safeParse({ ...base, details }).success).toBe(false);
  });
});

describe('ZEditTaskInput', () => {
  const base = { taskId: 't1', assignedCompanyId: 'c1' };
  it('defaults the notes and details', () => {
    expect(ZEditTaskInput.parse(base)).toEqual({
      ...base,
      additionalNotes: '',
      taskSpecificDetails: {},
    });
  });
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'notes, changed details and a completion time',
      {
        additionalNotes: ' see photos ',
        taskSpecificDetails: { crewSize: 3 },
        timestampTaskCompleted: ISO,
      },
      [],
    ],
    [
      'no company',
      { assignedCompanyId: undefined },
      [['assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'a blank company',
      { assignedCompanyId: '  ' },
      [['assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'notes over 5000 characters',
      { additionalNotes: long(5001) },
      [['additionalNotes', 'Text needs to be less than 5000 characters']],
    ],
    [
      'a completion time that is not ISO',
      { timestampTaskCompleted: 'yesterday' },
      [['timestampTaskCompleted', expect.any(String) as unknown as string]],
    ],
  ])('%s', (_case, extra, expected) => {
    expect(issues(ZEditTaskInput, { ...base, ...extra })).toEqual(expected);
  });
});

describe('ZEditTaskDateInput', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a picked date', { choice: 'date', scheduledAt: ISO }, []],
    [
      'a picked date with an offset',
      { choice: 'date', scheduledAt: '2024-03-18T07:00:00-05:00' },
      [],
    ],
    [
      'a date choice without a time',
      { choice: 'date' },
      [['scheduledAt', 'This field is required']],
    ],
    [
      'a date choice with a null time',
      { choice: 'date', scheduledAt: null },
      [['scheduledAt', 'This field is required']],
    ],
    ['Urgent', { choice: 'urgent' }, []],
    ['Awaiting Schedule', { choice: 'awaitingSchedule', scheduledAt: null }, []],
    ['Next Opportunity', { choice: 'nextOpportunity' }, []],
    [
      'an unknown choice',
      { choice: 'asap' },
      [['choice', expect.any(String) as unknown as string]],
    ],
  ])('%s', (_case, extra, expected) => {
    expect(issues(ZEditTaskDateInput, { taskId: 't1', ...extra })).toEqual(expected);
  });
});

describe('the small inputs', () => {
  it.each<[string, z.ZodType, unknown, boolean]>([
    ['delete by refPath', ZDeleteTaskInput, { refPath: 'siteKeys/S/tasks/t1' }, true],
    ['delete without refPath', ZDeleteTaskInput, { refPath: '' }, false],
    ['delete with a 301-character refPath', ZDeleteTaskInput, { refPath: long(301) }, false],
    ['subscribe', ZSubscriptionInput, { taskId: 't1' }, true],
    ['subscribe without a task', ZSubscriptionInput, {}, false],
    ['subscribe with a 129-character id', ZSubscriptionInput, { taskId: long(129) }, false],
    ['multi-craft ids', ZMultiCraftRecordInput, { craftRecordIDs: ['a', 'b'] }, true],
  ])('%s: %s', (_case, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('asks a multi-craft record for its list of ids', () => {
    expect(issues(ZMultiCraftRecordInput, { craftRecordIDs: 'a' })).toEqual([
      ['craftRecordIDs', 'Expected a list o parent record ids!'],
    ]);
  });
});

describe('ZUpdateCraftDetailsInput', () => {
  const refPath = 'siteKeys/S/parentRecords/r1';
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['only the refPath', {}, []],
    ['a new title, trimmed', { title: ' Rack 3 ' }, []],
    ['clearing the location and asset', { locationId: null, assetId: null }, []],
    ['changed craft details', { craftDetails: { tagNumber: 'T-1' } }, []],
    ['a map location', { mapLocation: { latitude: 29.73, longitude: -95.21 } }, []],
    [
      'a latitude off the globe',
      { mapLocation: { latitude: 91, longitude: 0 } },
      [['mapLocation.latitude', 'Too big: expected number to be <=90']],
    ],
    [
      'a longitude off the globe',
      { mapLocation: { latitude: 0, longitude: -181 } },
      [['mapLocation.longitude', 'Too small: expected number to be >=-180']],
    ],
    ['a blank title', { title: '  ' }, [['title', 'This field is required']]],
    [
      'a 201-character title',
      { title: long(201) },
      [['title', 'Title needs to be less than 200 characters']],
    ],
    [
      'a 5001-character description',
      { description: long(5001) },
      [['description', 'Text needs to be less than 5000 characters']],
    ],
  ])('%s', (_case, extra, expected) => {
    expect(issues(ZUpdateCraftDetailsInput, { refPath, ...extra })).toEqual(expected);
  });
});

describe('ZCreateTaskInput', () => {
  const onRecord = {
    craftType: 10,
    taskType: 11,
    craftRecordId: 'r1',
    schedule: { choice: 'date', scheduledAt: ISO },
    assignedCompanyId: 'c1',
  };
  const newRecord = {
    ...onRecord,
    taskType: 10,
    craftRecordId: undefined,
    newRecord: { title: 'Pipe rack 3' },
  };

  it('fills the defaults', () => {
    expect(ZCreateTaskInput.parse(newRecord)).toEqual({
      craftType: 10,
      taskType: 10,
      newRecord: {
        title: 'Pipe rack 3',
        description: '',
        locationId: null,
        assetId: null,
        craftDetails: {},
      },
      schedule: { choice: 'date', scheduledAt: ISO },
      assignedCompanyId: 'c1',
      title: '',
      description: '',
      workOrder: '',
      taskSpecificDetails: {},
      estimateRequested: false,
      subscribe: true,
    });
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a task on an existing record', onRecord, []],
    ['an installation with a new record', newRecord, []],
    [
      'urgent, with everything filled in',
      {
        ...onRecord,
        schedule: { choice: 'urgent' },
        title: 'T',
        description: 'D',
        workOrder: 'WO-1',
        taskSpecificDetails: { a: 1 },
        estimateRequested: true,
        subscribe: false,
      },
      [],
    ],
    [
      'no task type',
      { ...onRecord, taskType: undefined },
      [['taskType', 'Please select a task type']],
    ],
    [
      'a null task type',
      { ...onRecord, taskType: null },
      [['taskType', 'Please select a task type']],
    ],
    [
      'no craft type',
      { ...onRecord, craftType: undefined },
      [['craftType', 'This field is required']],
    ],
    [
      'no craft record',
      { ...onRecord, craftRecordId: undefined },
      [['craftRecordId', 'Please select a craft record from the list']],
    ],
    [
      'both a record and a new record',
      { ...onRecord, newRecord: { title: 'x' } },
      [['craftRecordId', 'Please select a craft record from the list']],
    ],
    [
      'an installation on an existing record',
      { ...onRecord, taskType: 10 },
      [['taskType', 'Please select a task type']],
    ],
    [
      'no company',
      { ...onRecord, assignedCompanyId: undefined },
      [['assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'a blank company',
      { ...onRecord, assignedCompanyId: '' },
      [['assignedCompanyId', 'Assigned Company is required']],
    ],
    [
      'a new record without a title',
      { ...newRecord, newRecord: { title: ' ' } },
      [['newRecord.title', 'This field is required']],
    ],
    [
      'a new record title over 200',
      { ...newRecord, newRecord: { title: long(201) } },
      [['newRecord.title', 'Title needs to be less than 200 characters']],
    ],
    [
      'a task title over 200',
      { ...onRecord, title: long(201) },
      [['title', 'Title needs to be less than 200 characters']],
    ],
    [
      'a description over 5000',
      { ...onRecord, description: long(5001) },
      [['description', 'Text needs to be less than 5000 characters']],
    ],
    [
      'a work order over 200',
      { ...onRecord, workOrder: long(201) },
      [['workOrder', 'This value needs to be less than 200 characters']],
    ],
    [
      'a picked date without its time',
      { ...onRecord, schedule: { choice: 'date' } },
      [['schedule.scheduledAt', 'This field is required']],
    ],
  ])('%s', (_case, input, expected) => {
    expect(issues(ZCreateTaskInput, input)).toEqual(expected);
  });
});
