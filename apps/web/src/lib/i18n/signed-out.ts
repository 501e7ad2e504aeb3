import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  matchLanguage,
  type TLanguage,
} from '@craftwork/domain/i18n/languages';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { waitOf } from '@craftwork/domain/errors/wait';
import { TAGLINE } from '@craftwork/domain/site/release';
import { UPDATE_MESSAGE } from '../app-update';
import { setDocumentLanguage } from './direction';

// The signed-out pages' texts (sign-in, account pages, 404), without i18next: the sign-in
// page's first bundle has no room for the catalogues' runtime (decision 226). English is here;
// every other language is `locales/<language>/signedOut.json`, a chunk of its own fetched only
// for a browser in that language. Messages take `{name}` placeholders, and a count's plural
// (`{count, plural, one {# minute} other {# minutes}}`, chosen by Intl.PluralRules) and no
// other ICU syntax.

/**
 * English, exactly as the spec writes it, of the pages in the first bundle (sign-in, start,
 * 404, the route error, the session's states). The account pages' English is in
 * `signed-out-accounts.ts`, with their code.
 */
export const SIGNED_OUT_EN = {
  brand: 'Craftwork',
  documentTitle: '{page} · Craftwork',
  'layout.logoAlt': 'Craftwork logo',
  'layout.tagline': TAGLINE,
  'layout.version': 'Version {version}',
  'common.email': 'Email',
  'common.password': 'Password',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.goToLogin': 'Go to Login',
  'login.heading': 'Login',
  'login.submit': 'Login',
  'login.ssoFailed': 'Company sign-in failed: {reason}',
  'login.continueWith': 'Continue with {provider}',
  'login.forgotPassword': 'Forgot password?',
  'login.createAccount': 'Create account',
  'start.loading': 'Starting',
  'notFound.heading': '404 Error',
  'notFound.message': 'The resource could not be found',
  'notFound.home': 'Go to the home page',
  'routeError.reload': 'Reload',
  'offline.title': 'Offline',
  'offline.message':
    'Nothing was saved on this device for reading offline. Connect to the network to continue.',
  // Texts these pages get from the domain, the server or the form rules, found by their English.
  'message.updateAvailable': UPDATE_MESSAGE,
  'message.generic': MESSAGES.generic,
  'message.usernameRequired': MESSAGES.usernameRequired,
  'message.passwordRequired': MESSAGES.passwordRequired,
  'message.accountCreatedSignIn': MESSAGES.accountCreatedSignIn,
  // The server's over-limit answer (`waitMessage`), found by its count and unit.
  'message.waitSeconds':
    'Too many attempts. Please wait {count, plural, one {# second} other {# seconds}} and try again.',
  'message.waitMinutes':
    'Too many attempts. Please wait {count, plural, one {# minute} other {# minutes}} and try again.',
} as const satisfies Record<string, string>;

type TMessages = Readonly<Record<string, string>>;
type TValues = Readonly<Record<string, string | number>>;

export type TSignedOutText<TKey extends string> = {
  /** The message of `key` in the language shown, its `{name}`s filled from `values`. */
  t: (key: TKey, values?: TValues) => string;
  /** A text from elsewhere (the form rules, the server) in the language shown, when known. */
  known: (english: string) => string;
  /** The language shown: English until the browser's language has arrived. */
  language: TLanguage;
};

const LOADERS = import.meta.glob<{ default: TMessages }>('../../locales/*/signedOut.json');

const catalogues = new Map<TLanguage, TMessages>();
const loading = new Map<TLanguage, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

/** The browser's first shipped language (`navigator.languages`), else English. */
export function browserLanguage(): TLanguage {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return matchLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** Fetches a language's signed-out texts (once); a failed fetch leaves the page in English. */
export function loadSignedOutTexts(language: TLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const load = LOADERS[`../../locales/${language}/signedOut.json`];
    pending =
      language === DEFAULT_LANGUAGE || catalogues.has(language) || !load
        ? Promise.resolve()
        : load().then(
            (module) => {
              catalogues.set(language, module.default);
              version += 1;
              for (const listener of listeners) listener();
            },
            () => {
              loading.delete(language);
            },
          );
    loading.set(language, pending);
  }
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const PLURAL = /\{(\w+),\s*plural,/;
const PLURAL_FORM = /(=\d+|\w+)\s*\{([^{}]*)\}/g;

/** Each `{count, plural, …}` as the form the language's plural rules pick, # the count. */
function fillPlurals(message: string, values: TValues, language: TLanguage): string {
  let text = message;
  for (let match = PLURAL.exec(text); match; match = PLURAL.exec(text)) {
    let end = match.index;
    for (let depth = 0; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      else if (text[end] === '}' && (depth -= 1) === 0) break;
    }
    const forms = new Map(
      [...text.slice(match.index + match[0].length, end).matchAll(PLURAL_FORM)].map((f) => [
        f[1] ?? '',
        f[2] ?? '',
      ]),
    );
    const count = Number(values[match[1] ?? '']);
    const form =
      forms.get(`=${count}`) ??
      forms.get(new Intl.PluralRules(language).select(count)) ??
      forms.get('other') ??
      '';
    text = text.slice(0, match.index) + form.replace(/#/g, String(count)) + text.slice(end + 1);
  }
  return text;
}

const fill = (message: string, language: TLanguage, values?: TValues) =>
  values
    ? fillPlurals(message, values, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
        values[name] === undefined ? whole : String(values[name]),
      )
    : message;

/** The English of `message.*` keys, by text: what `known` looks up. */
function keysOfKnownTexts(english: TMessages): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, message] of Object.entries(english)) {
    if (key.startsWith('message.')) keys.set(message, key);
  }
  return keys;
}

/** The language the signed-in frame shows (`<html lang>`, set by `switchLanguage`). */
export function pageLanguage(): TLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : browserLanguage();
}

/**
 * A hook giving `english`'s texts in the browser's language (English while it is fetched), or
 * in the language passed (a 404 inside the signed-in frame passes the frame's).
 */
export function signedOutTexts<TEnglish extends TMessages>(english: TEnglish) {
  let knownKeys: Map<string, string> | null = null;
  return function useTexts(language?: TLanguage): TSignedOutText<keyof TEnglish & string> {
    const wanted = language ?? browserLanguage();
    useSyncExternalStore(
      subscribe,
      () => version,
      () => 0,
    );
    useEffect(() => {
      void loadSignedOutTexts(wanted);
    }, [wanted]);
    const messages = catalogues.get(wanted);
    const shown = messages ? wanted : DEFAULT_LANGUAGE;
    const text = (key: string, values?: TValues) =>
      fill(
        messages?.[key] ?? english[key] ?? key,
        messages?.[key] ? wanted : DEFAULT_LANGUAGE,
        values,
      );
    const known = (message: string) => {
      const wait = waitOf(message);
      if (wait)
        return text(wait.unit === 'second' ? 'message.waitSeconds' : 'message.waitMinutes', {
          count: wait.count,
        });
      knownKeys ??= keysOfKnownTexts(english);
      const key = knownKeys.get(message);
      return key ? text(key) : message;
    };
    return { t: text, known, language: shown };
  };
}

/** The first bundle's signed-out texts. */
export const useSignedOutText = signedOutTexts(SIGNED_OUT_EN);

/**
 * A signed-out page sets `<html lang dir>` and the theme's direction to the language its texts
 * are in, as `switchLanguage` does for signed-in ones.
 */
export function useSignedOutDocument(language: TLanguage): void {
  useEffect(() => setDocumentLanguage(language), [language]);
}

// The browser's language starts arriving with the page, not once the first form renders.
void loadSignedOutTexts(browserLanguage());
