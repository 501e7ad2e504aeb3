import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZNewInventoryObjectInput } from '../inventory/movement.ts';
import { ZCraftRecordListFilter, ZDashboardInput, ZTaskListFilter } from '../lists/queries.ts';
import { ZCreateTaskInput, ZEditTaskDateInput, ZUpdateCraftDetailsInput } from './schemas.ts';

const ONE_LINE = 'This field may not contain line breaks or control characters.';
const OUT_OF_RANGE = 'Please enter a date between the years 1900 and 2200.';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

const CREATE = {
  craftType: 10,
  taskType: 10,
  newRecord: { title: 'Rack 7' },
  schedule: { choice: 'urgent' },
  assignedCompanyId: 'co-1',
};

describe('procedure inputs refuse what no form sends', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    ['a valid new task', ZCreateTaskInput, CREATE, null],
    [
      'a craft type past int32',
      ZCreateTaskInput,
      { ...CREATE, craftType: 2 ** 31 },
      'This field is required',
    ],
    [
      'a craft type outside the catalogue',
      ZCreateTaskInput,
      { ...CREATE, craftType: 11 },
      'This field is required',
    ],
    [
      'a task type past int32',
      ZCreateTaskInput,
      { ...CREATE, taskType: 2 ** 31 },
      'Please select a task type',
    ],
    ['a title with CR/LF', ZCreateTaskInput, { ...CREATE, title: 'A\r\nBcc: x' }, ONE_LINE],
    ['a work order with a tab', ZCreateTaskInput, { ...CREATE, workOrder: 'W\t1' }, ONE_LINE],
    ['a description with lines', ZCreateTaskInput, { ...CREATE, description: 'a\nb' }, null],
    [
      'a description with a bell',
      ZCreateTaskInput,
      { ...CREATE, description: 'a\u0007' },
      'This field may not contain control characters.',
    ],
    [
      'a schedule in year 9999',
      ZCreateTaskInput,
      { ...CREATE, schedule: { choice: 'date', scheduledAt: '9999-01-01T07:00:00Z' } },
      OUT_OF_RANGE,
    ],
    [
      'a new date in year 1',
      ZEditTaskDateInput,
      { taskId: 't', choice: 'date', scheduledAt: '0001-01-01T07:00:00Z' },
      OUT_OF_RANGE,
    ],
    [
      'a record title with a line break',
      ZUpdateCraftDetailsInput,
      { refPath: 'r', title: 'a\nb' },
      ONE_LINE,
    ],
    [
      'a list filter past int32',
      ZTaskListFilter,
      { taskParam: 'All', craftType: 2 ** 31 },
      'Unknown craft type.',
    ],
    ['a list filter of all types', ZTaskListFilter, { taskParam: 'All', craftType: null }, null],
    [
      'a completion range from year 1',
      ZTaskListFilter,
      { taskParam: 'Completed', completedFrom: '0001-01-01T00:00:00Z' },
      OUT_OF_RANGE,
    ],
    [
      'a record filter of 501 locations',
      ZCraftRecordListFilter,
      { locationIds: Array.from({ length: 501 }, String) },
      'Too big: expected array to have <=500 items',
    ],
    ['a search with a line break', ZCraftRecordListFilter, { search: 'a\nb' }, ONE_LINE],
    [
      'a dashboard craft type outside the catalogue',
      ZDashboardInput,
      { craftType: -1 },
      'Unknown craft type.',
    ],
    [
      'an inventory title with a line break',
      ZNewInventoryObjectInput,
      { title: 'Planks\r\n' + 'x' },
      ONE_LINE,
    ],
  ])('%s', (_case, schema, input, message) => {
    expect(firstIssue(schema, input)).toBe(message);
  });
});
