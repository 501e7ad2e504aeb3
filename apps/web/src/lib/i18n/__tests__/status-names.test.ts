import { describe, expect, it } from 'vitest';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { LANGUAGE_CODES } from '@craftwork/domain/i18n/languages';
import enCommon from '../../../locales/en/common.json';

const COMMON = import.meta.glob<Record<string, unknown>>('../../../locales/*/common.json', {
  eager: true,
  import: 'default',
});

const byCode = (catalogue: readonly { code: number; name: string }[]) =>
  Object.fromEntries(catalogue.map(({ code, name }) => [String(code), name]));

describe('task status names', () => {
  it("are in English the domain's names, code for code", () => {
    expect(enCommon.taskStatus).toEqual(byCode(TASK_STATUSES));
  });
});

describe.each([
  ['craftType', CRAFT_TYPES],
  ['taskType', TASK_TYPES],
] as const)('%s names', (key, catalogue) => {
  it("are in English the domain's names, code for code", () => {
    expect(enCommon[key]).toEqual(byCode(catalogue));
  });

  it.each(LANGUAGE_CODES)('name every domain code in %s', (language) => {
    const names = (COMMON[`../../../locales/${language}/common.json`]?.[key] ?? {}) as Record<
      string,
      string
    >;
    expect(Object.keys(names).sort()).toEqual(catalogue.map(({ code }) => String(code)).sort());
    for (const name of Object.values(names)) expect(name.trim()).not.toBe('');
  });
});
