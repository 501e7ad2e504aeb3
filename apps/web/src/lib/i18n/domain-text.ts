import { useSyncExternalStore } from 'react';
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

/** A templated text's English as a pattern, and the language's own template. */
type TTemplate = { pattern: RegExp; translated: string };

const catalogues = new Map<string, Readonly<Record<string, string>>>();
const templates = new Map<string, readonly TTemplate[]>();
let language: string = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The catalogue's templates (keys with `{name}` placeholders) as patterns over the English
 * they fill, the ones with most fixed words first: "This value needs to be less than {max}
 * characters" must win over "{title} needs to be less than {maxLength} characters".
 */
function templatesOf(catalogue: Readonly<Record<string, string>>): TTemplate[] {
  const found: (TTemplate & { fixed: number })[] = [];
  for (const [english, translated] of Object.entries(catalogue)) {
    if (!english.includes('{')) continue;
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of english.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      source += escapeRegExp(english.slice(last, match.index));
      // A placeholder seen before must hold the same value again.
      source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
      if (!names.includes(name)) names.push(name);
      last = match.index + match[0].length;
    }
    source += escapeRegExp(english.slice(last));
    const fixed = english.replace(PLACEHOLDER, '').length;
    found.push({ pattern: new RegExp(`^${source}$`), translated, fixed });
  }
  return found.sort((a, b) => b.fixed - a.fixed);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fetches a language's domain texts (once) and shows them from now on. */
export async function setDomainLanguage(next: string): Promise<void> {
  if (language !== next) {
    language = next;
    changed();
  }
  if (next === DEFAULT_LANGUAGE || catalogues.has(next)) return;
  const load = LOADERS[`../../locales/${next}/domain.json`];
  if (!load) return;
  const catalogue = (await load()).default;
  catalogues.set(next, catalogue);
  templates.set(next, templatesOf(catalogue));
  if (language === next) changed();
}

/**
 * `domainText` for a component that renders a domain text itself (a server's refusal, a
 * scaffold's state): the component renders again when the language changes and when its
 * catalogue comes in, which may be after the page's own texts (a signed-out page's first
 * render is often before it).
 */
export function useDomainText(): (text: string) => string {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return domainText;
}

/**
 * A domain text in the language shown; anything else as it is. A text the domain filled from a
 * template (a name, a limit, an amount in it) is written from the language's own template,
 * its values kept as they came, a value that is itself a domain text translated.
 */
export function domainText(text: string): string {
  const catalogue = catalogues.get(language);
  if (!catalogue) return text;
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const template of templates.get(language) ?? []) {
    const values = template.pattern.exec(text)?.groups;
    if (!values) continue;
    return template.translated.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : (catalogue[value] ?? value);
    });
  }
  return text;
}

/** A form rule's message, when there is one, in the language shown: `helperText={…}`. */
export function domainTextOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : domainText(text);
}
