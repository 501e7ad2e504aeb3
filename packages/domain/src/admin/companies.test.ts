import { describe, expect, it } from 'vitest';
import {
  allowedCompanyCraftTypes,
  COMPANY_MESSAGES,
  companyLogoUrl,
  logoVersionOf,
  sameCompanyName,
  ZCompanyFields,
  ZUpdateCompanyInput,
} from './companies.ts';

const valid = { name: 'Acme Scaffolding', craftTypes: [10], mainPointOfContact: null };
const firstError = (input: Record<string, unknown>) => {
  const result = ZCompanyFields.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('company fields', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['all fields', {}, null],
    ['no craft types or contact', { craftTypes: undefined, mainPointOfContact: undefined }, null],
    ['an empty name', { name: '' }, COMPANY_MESSAGES.required],
    ['a blank name', { name: '  ' }, COMPANY_MESSAGES.required],
    ['a missing name', { name: undefined }, COMPANY_MESSAGES.required],
    ['a name of 100 characters', { name: 'x'.repeat(100) }, null],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, COMPANY_MESSAGES.nameTooLong],
    [
      'a name with a line break',
      { name: 'a\r\nb' },
      'This field may not contain line breaks or control characters.',
    ],
    [
      'a craft type that is no whole number',
      { craftTypes: [10.5] },
      'Invalid input: expected int, received number',
    ],
    [
      'too many craft types',
      { craftTypes: Array.from({ length: 22 }, (_, i) => i) },
      'Too big: expected array to have <=21 items',
    ],
    [
      'a too long contact id',
      { mainPointOfContact: 'x'.repeat(129) },
      'Too big: expected string to have <=128 characters',
    ],
  ])('%s', (_name, input, expected) => {
    expect(firstError(input)).toBe(expected);
  });

  it('keeps each craft type once, in order', () => {
    expect(ZCompanyFields.parse({ name: 'A', craftTypes: [30, 10, 30] }).craftTypes).toEqual([
      10, 30,
    ]);
  });

  it('needs an id to update', () => {
    expect(ZUpdateCompanyInput.safeParse(valid).success).toBe(false);
    expect(ZUpdateCompanyInput.safeParse({ ...valid, id: 'c1' }).success).toBe(true);
  });
});

describe('company rules', () => {
  it.each<[string, string, boolean]>([
    ['Acme', 'acme', true],
    [' Acme ', 'ACME', true],
    ['Acme', 'Acme Inc', false],
  ])('"%s" and "%s" are the same name: %s', (a, b, expected) => {
    expect(sameCompanyName(a, b)).toBe(expected);
  });

  it.each<[string, number[], number[], number[]]>([
    ['the site valid ones', [10, 30], [], [10, 30]],
    ['plus a dropped one the company keeps', [10], [40], [10, 40]],
    ['each once', [30, 10], [10], [10, 30]],
  ])('a company may get %s', (_name, site, current, expected) => {
    expect(allowedCompanyCraftTypes(site, current)).toEqual(expected);
  });

  it('serves a logo at an address that changes with the logo', () => {
    const url = companyLogoUrl('c1', 'v-1', 'thumb');
    expect(url).toBe('/api/files/company-logos/c1/v-1/thumb');
    expect(logoVersionOf(url)).toBe('v-1');
    expect(logoVersionOf(companyLogoUrl('c1', 'v-2', 'reduced'))).toBe('v-2');
  });

  it.each([null, '', 'https://elsewhere.test/logo.png', '/api/files/photos/x/thumb'])(
    'finds no logo version in %s',
    (url) => {
      expect(logoVersionOf(url)).toBeNull();
    },
  );
});
