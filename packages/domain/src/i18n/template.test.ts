import { describe, expect, it } from 'vitest';
import { fillTemplate, templatePlaceholders } from './template.ts';

describe('fillTemplate', () => {
  it.each([
    ['{name} approved.', { name: 'Zoë Łukasiewicz' }, 'Zoë Łukasiewicz approved.'],
    ['Use {p} or "Continue with {p}".', { p: 'Okta' }, 'Use Okta or "Continue with Okta".'],
    ['at most {max}.', { max: 200 }, 'at most 200.'],
    ['{missing} stays', {}, '{missing} stays'],
  ])('fills %s', (template, values, filled) => {
    expect(fillTemplate(template, values)).toBe(filled);
  });
});

describe('templatePlaceholders', () => {
  it('names each placeholder once, in order', () => {
    expect(templatePlaceholders('{a} and {b}, then {a}')).toEqual(['a', 'b']);
  });
});
