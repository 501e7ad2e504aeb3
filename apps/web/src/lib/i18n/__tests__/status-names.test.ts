import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import enCommon from '../../../locales/en/common.json';

describe('task status names', () => {
  it("are in English the domain's names, code for code", () => {
    expect(enCommon.taskStatus).toEqual(
      Object.fromEntries(TASK_STATUSES.map(({ code, name }) => [String(code), name])),
    );
  });
});
