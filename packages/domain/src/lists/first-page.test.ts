import { describe, expect, it } from 'vitest';
import { firstTaskPageInput } from './first-page.ts';
import { ZTaskListInput } from './queries.ts';
import { TASK_PARAMS } from './task-list.ts';

describe('firstTaskPageInput', () => {
  it.each(TASK_PARAMS.filter((p) => p !== 'Completed'))(
    'is a complete, valid input for the %s list (the server and the web key it alike)',
    (taskParam) => {
      const input = firstTaskPageInput(taskParam);
      expect(input).not.toBeNull();
      expect(ZTaskListInput.parse(input)).toEqual(input);
    },
  );

  it('has no first page for the Completed list, whose range follows the site calendar', () => {
    expect(firstTaskPageInput('Completed')).toBeNull();
  });
});
