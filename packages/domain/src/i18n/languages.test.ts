import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage } from './languages.ts';
import { ZSetLanguageInput } from './schemas.ts';

describe('matchLanguage', () => {
  it.each([
    [['pl-PL', 'en'], 'pl'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['de-AT', 'en-US'], 'de'],
    [['en-US'], 'en'],
    [['fr-FR', 'es-MX'], 'es'],
    [['ar-SA'], 'ar'],
    [['fr-FR', 'ja'], null],
    [[], null],
  ] as const)('matches %j to %s', (preferences, expected) => {
    expect(matchLanguage(preferences)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  it.each([
    [{ userLanguage: 'de', browserLanguages: ['pl'], siteDefault: 'es' }, 'de'],
    [{ userLanguage: null, browserLanguages: ['pl'], siteDefault: 'es' }, 'pl'],
    [{ userLanguage: null, browserLanguages: ['fr'], siteDefault: 'es' }, 'es'],
    [{ userLanguage: null, siteDefault: 'ar' }, 'ar'],
    [{ userLanguage: 'xx', siteDefault: 'nope' }, 'en'],
    [{ userLanguage: undefined }, 'en'],
  ] as const)('resolves %j to %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });
});

describe('ZSetLanguageInput', () => {
  it('takes a shipped code or null and refuses anything else', () => {
    expect(ZSetLanguageInput.safeParse({ language: 'pt-BR' }).success).toBe(true);
    expect(ZSetLanguageInput.safeParse({ language: null }).success).toBe(true);
    expect(ZSetLanguageInput.safeParse({ language: 'fr' }).success).toBe(false);
    expect(ZSetLanguageInput.safeParse({ language: 'x'.repeat(100) }).success).toBe(false);
  });
});
