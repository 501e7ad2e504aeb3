import { IntlMessageFormat } from 'intl-messageformat';
import { flattenMessages, type TIcuElement } from '@craftwork/domain/i18n/catalogues';
import { TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { DEFAULT_LANGUAGE, type TLanguage } from '@craftwork/domain/i18n/languages';
import { waitOf } from '@craftwork/domain/errors/wait';
import { CATALOGUES, messageAt, translator } from './translator.ts';

/**
 * The server's refusals in the reader's language (issue 37). Services throw an AppError with
 * its English text; the English `errors` catalogue holds each of those texts,
 * as an ICU template where a value is filled in (`This task is already {status}.`). A refusal is
 * translated by finding the entry whose English text is the whole message - an exact text first,
 * else a template, its arguments taken from the message - and writing that entry in the reader's
 * language. A message no entry matches (a provider's, a library's) is sent as it is.
 *
 * A value taken from the message is written in the reader's language too where the server named
 * it: a task status (`{status}`, `{from}`, `{to}`) by the language's status name, and a value that
 * is itself an entry's whole English text (a scaffold's block reason, a CSV problem) by that
 * entry. Anything else (a title, a number, a name) stays as it was typed.
 */

/** intl-messageformat's element types: literal text, and a plain `{argument}`. */
const LITERAL = 0;
const ARGUMENT = 1;

type TTemplate = {
  readonly key: string;
  /** Anchored, one named group per argument (a repeated argument must repeat its value). */
  readonly pattern: RegExp;
  /** Characters of literal text: the more, the more specific; the most specific is tried first. */
  readonly literalLength: number;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a regular expression, or null when it has more than literals and arguments. */
function templateOf(key: string, elements: readonly TIcuElement[]): TTemplate | null {
  const seen = new Set<string>();
  let source = '';
  let literalLength = 0;
  for (const element of elements) {
    if (typeof element.value !== 'string') return null;
    if (element.type === LITERAL) {
      source += escapeRegExp(element.value);
      literalLength += element.value.length;
    } else if (element.type === ARGUMENT) {
      source += seen.has(element.value) ? `\\k<${element.value}>` : `(?<${element.value}>.+?)`;
      seen.add(element.value);
    } else {
      return null;
    }
  }
  return { key, pattern: new RegExp(`^${source}$`, 's'), literalLength };
}

type TIndex = {
  /** English text (as written) → key, for the entries without arguments. */
  readonly literals: ReadonlyMap<string, string>;
  readonly templates: readonly TTemplate[];
};

let index: TIndex | undefined;

/** The English catalogue compiled once: exact texts, and templates most specific first. */
function refusalIndex(): TIndex {
  if (index) return index;
  const literals = new Map<string, string>();
  const templates: TTemplate[] = [];
  for (const [key, message] of flattenMessages(CATALOGUES[DEFAULT_LANGUAGE].errors)) {
    const format = new IntlMessageFormat(message, DEFAULT_LANGUAGE, undefined, { ignoreTag: true });
    const elements: readonly TIcuElement[] = format.getAst();
    if (elements.every((e) => e.type === LITERAL)) {
      literals.set(String(format.format()), key);
      continue;
    }
    const template = templateOf(key, elements);
    if (template) templates.push(template);
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);
  index = { literals, templates };
  return index;
}

/** The catalogue entry an English refusal is, with the values filled into it. */
export function matchRefusal(
  message: string,
): { key: string; values: Record<string, string> } | undefined {
  const { literals, templates } = refusalIndex();
  const key = literals.get(message);
  if (key !== undefined) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, values: { ...match.groups } };
  }
  return undefined;
}

const compiled = new Map<string, IntlMessageFormat>();

/** The entry at `key` in `language`, with `values`; undefined when the language lacks it. */
function formatEntry(
  key: string,
  language: TLanguage,
  values: Record<string, string | number>,
): string | undefined {
  const own = messageAt(CATALOGUES[language].errors, key);
  if (own === undefined) return undefined;
  const cacheKey = `${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(own, language, undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/**
 * Refusals the web still tells apart by their English text, so they are sent in English until it
 * matches something else (a reason in `data.reason`, say): entry → where the web compares it.
 */
export const KEPT_IN_ENGLISH: ReadonlyMap<string, string> = new Map([
  ['idempotency.stillRunning', 'web features/outbox/flush.ts isRefusal: retried, not dropped'],
  [
    'asset.duplicateCustomId',
    'web features/assets/components/asset-dialog.tsx: marks the ID taken',
  ],
  [
    'kpi.duplicateTemplateName',
    'web features/kpi-templates/components/template-dialog.tsx: marks the name taken',
  ],
  [
    'account.resetLinkInvalid',
    'web features/auth/components/reset-password-form.tsx: offers a new link',
  ],
]);

/** The arguments that name a task status. */
const STATUS_ARGUMENTS = new Set(['status', 'from', 'to']);

const STATUS_CODES_BY_NAME = new Map(TASK_STATUSES.map((s) => [s.name, s.code]));

/** A value taken from a refusal, in `language` where the server named it (see above). */
function translateValue(name: string, value: string, language: TLanguage): string {
  const status = STATUS_ARGUMENTS.has(name) ? STATUS_CODES_BY_NAME.get(value) : undefined;
  if (status !== undefined) return translator(language).statusName(status);
  const key = refusalIndex().literals.get(value);
  return (key !== undefined && formatEntry(key, language, {})) || value;
}

/**
 * An English refusal in `language`: the matching entry of the `errors` catalogue with the
 * message's values filled in; the message unchanged in English, when no entry matches, when the
 * entry is kept in English (KEPT_IN_ENGLISH), or when the language lacks the entry.
 */
export function translateRefusal(message: string, language: TLanguage): string {
  if (language === DEFAULT_LANGUAGE) return message;
  // The over-limit answer counts seconds or minutes: a plural the English templates cannot match.
  const wait = waitOf(message);
  if (wait) {
    const key = wait.unit === 'second' ? 'common.waitSeconds' : 'common.waitMinutes';
    return formatEntry(key, language, { count: wait.count }) ?? message;
  }
  const match = matchRefusal(message);
  if (!match || KEPT_IN_ENGLISH.has(match.key)) return message;
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => [
      name,
      translateValue(name, value, language),
    ]),
  );
  return formatEntry(match.key, language, values) ?? message;
}
