import { useSyncExternalStore } from 'react';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { DEFAULT_LANGUAGE } from '@craftwork/domain/i18n/languages';

/** What the date pickers need for a language: MUI X's texts and dayjs's month and day names. */
export type TPickerLocale = {
  /** The dayjs locale (registered by its chunk), or undefined for dayjs's English. */
  adapterLocale: string | undefined;
  /** MUI X's own texts (views, clear button, calendar); undefined for its English. */
  localeText: Partial<PickersLocaleText> | undefined;
};

const ENGLISH: TPickerLocale = { adapterLocale: undefined, localeText: undefined };

/** One chunk per language (picker-locales/<language>.ts): an English user fetches none. */
const LOADERS = import.meta.glob<{ PICKER_LOCALE: TPickerLocale }>('./picker-locales/*.ts');

const loaded = new Map<string, TPickerLocale>();
const listeners = new Set<() => void>();
let language: string = DEFAULT_LANGUAGE;

/**
 * Fetches a language's picker locale (once) and shows it from now on; set by `switchLanguage`
 * with the language's catalogues. A chunk that fails to load leaves the pickers in English.
 */
export async function setPickerLanguage(next: string): Promise<void> {
  language = next;
  const load = LOADERS[`./picker-locales/${next}.ts`];
  if (load && !loaded.has(next)) {
    const locale = await load().then(
      (chunk) => chunk.PICKER_LOCALE,
      () => ENGLISH,
    );
    loaded.set(next, locale);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): TPickerLocale => loaded.get(language) ?? ENGLISH;

/** The date pickers' locale in the language shown: for `LocalizationProvider`. */
export function usePickerLocale(): TPickerLocale {
  return useSyncExternalStore(subscribe, current, current);
}
