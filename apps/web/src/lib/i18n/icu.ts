import type { I18nFormatModule } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { localeOf } from '@craftwork/domain/i18n/format';

/**
 * ICU MessageFormat for i18next: `{name}`, `{count, plural, one {# tag} other {# tags}}`,
 * `{n, number}`, formatted in the language's locale. A dozen lines instead of i18next-icu,
 * whose import of intl-messageformat's default export fails with the version npm hoists here
 * ("IntlMessageFormat is not a constructor"). Compiled messages are kept per language and text.
 */
const compiled = new Map<string, IntlMessageFormat>();

function parse(message: string, values: Record<string, unknown>, language: string): string {
  // Most texts have no argument: ICU would give them back as they are (no catalogue writes the
  // '' escape), and compiling each one first resolves its locale through Intl, which on a phone
  // cost the first screen a tenth of its main-thread time (issue 36).
  if (!message.includes('{')) return message;
  const cacheKey = `${language}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    // Tags are left as text: react-i18next's <Trans> replaces them.
    format = new IntlMessageFormat(message, localeOf(language), undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  try {
    return String(format.format(values as Record<string, string | number>));
  } catch {
    // A value missing from the call: the text without it beats an error screen.
    return message;
  }
}

export const icuFormat: I18nFormatModule & {
  parse: typeof parse;
  addLookupKeys: (keys: string[]) => string[];
} = {
  type: 'i18nFormat',
  parse,
  // ICU selects plural forms inside the message: no extra lookup keys.
  addLookupKeys: (keys) => keys,
};
