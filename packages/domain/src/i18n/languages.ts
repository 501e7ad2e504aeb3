// No zod here: the web app's first bundle reads these (the schemas are in schemas.ts).

/**
 * The languages the product ships (issue 37), by BCP 47 code, each named in itself for the
 * language select. English is the source: every other catalogue has exactly its keys.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type TLanguage = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [TLanguage, ...TLanguage[]];

export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The column's length limit: the longest shipped code is five characters. */
export const LANGUAGE_CODE_MAX = 8;

export function isLanguage(code: string): code is TLanguage {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

export function languageDirection(code: TLanguage): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * The shipped language closest to a browser's preferences (`navigator.languages`): an exact
 * match first (pt-BR), then the base language (de-AT → de, pt-PT → pt-BR, the only Portuguese).
 */
export function matchLanguage(preferences: readonly string[]): TLanguage | null {
  for (const wanted of preferences) {
    const exact = LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
    const base = wanted.split('-')[0]?.toLowerCase();
    const byBase = LANGUAGE_CODES.find((code) => code.split('-')[0]?.toLowerCase() === base);
    if (byBase) return byBase;
  }
  return null;
}

/**
 * The language a person sees: their own choice, else (in the browser) the browser's, else the
 * site's default, else English. E-mails pass no browser preferences.
 */
export function resolveLanguage(input: {
  userLanguage: string | null | undefined;
  browserLanguages?: readonly string[];
  siteDefault?: string | null;
}): TLanguage {
  if (input.userLanguage && isLanguage(input.userLanguage)) return input.userLanguage;
  const fromBrowser = matchLanguage(input.browserLanguages ?? []);
  if (fromBrowser) return fromBrowser;
  if (input.siteDefault && isLanguage(input.siteDefault)) return input.siteDefault;
  return DEFAULT_LANGUAGE;
}
