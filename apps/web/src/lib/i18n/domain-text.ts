import { DEFAULT_LANGUAGE } from '@craftwork/domain/i18n/languages';

/**
 * The domain's own texts in the user's language (issue 37): the validation rules, refusals and
 * notices the domain writes in English (`*_MESSAGES`, `*_TEXTS`), which screens show as they
 * come (a notice after a save, a form rule under its field). Each other language has one
 * catalogue, `locales/<language>/domain.json`, keyed by the English text itself, fetched with
 * the language; English needs none. A text not in the catalogue (typed data, a name, a
 * message of the server's that is already translated) is shown as it is.
 *
 * Kept apart from i18next, so code in the sign-in page's first bundle could use it without
 * bringing i18next there; the language is set by `switchLanguage`.
 */
const LOADERS = import.meta.glob<{ default: Record<string, string> }>(
  '../../locales/*/domain.json',
);

const catalogues = new Map<string, Readonly<Record<string, string>>>();
let language: string = DEFAULT_LANGUAGE;

/** Fetches a language's domain texts (once) and shows them from now on. */
export async function setDomainLanguage(next: string): Promise<void> {
  language = next;
  if (next === DEFAULT_LANGUAGE || catalogues.has(next)) return;
  const load = LOADERS[`../../locales/${next}/domain.json`];
  if (!load) return;
  const catalogue = (await load()).default;
  catalogues.set(next, catalogue);
}

/** A domain text in the language shown; anything else as it is. */
export function domainText(text: string): string {
  return catalogues.get(language)?.[text] ?? text;
}

/** A form rule's message, when there is one, in the language shown: `helperText={…}`. */
export function domainTextOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : domainText(text);
}
