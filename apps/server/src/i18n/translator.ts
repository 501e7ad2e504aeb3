import { IntlMessageFormat } from 'intl-messageformat';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUSES, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import type { TMessages } from '@craftwork/domain/i18n/catalogues';
import { DEFAULT_LANGUAGE, type TLanguage } from '@craftwork/domain/i18n/languages';
import arAccountMail from './locales/ar/accountMail.json';
import arErrors from './locales/ar/errors.json';
import arMail from './locales/ar/mail.json';
import arPdf from './locales/ar/pdf.json';
import arStatusNames from './locales/ar/status-names.json';
import deAccountMail from './locales/de/accountMail.json';
import deErrors from './locales/de/errors.json';
import deMail from './locales/de/mail.json';
import dePdf from './locales/de/pdf.json';
import deStatusNames from './locales/de/status-names.json';
import enAccountMail from './locales/en/accountMail.json';
import enErrors from './locales/en/errors.json';
import enMail from './locales/en/mail.json';
import enPdf from './locales/en/pdf.json';
import esAccountMail from './locales/es/accountMail.json';
import esErrors from './locales/es/errors.json';
import esMail from './locales/es/mail.json';
import esPdf from './locales/es/pdf.json';
import esStatusNames from './locales/es/status-names.json';
import plAccountMail from './locales/pl/accountMail.json';
import plErrors from './locales/pl/errors.json';
import plMail from './locales/pl/mail.json';
import plPdf from './locales/pl/pdf.json';
import plStatusNames from './locales/pl/status-names.json';
import ptBRAccountMail from './locales/pt-BR/accountMail.json';
import ptBRErrors from './locales/pt-BR/errors.json';
import ptBRMail from './locales/pt-BR/mail.json';
import ptBRPdf from './locales/pt-BR/pdf.json';
import ptBRStatusNames from './locales/pt-BR/status-names.json';
// Craft type names have one translation, the web's (`common.json`, checked there to name every
// craft type in every language); the server reads it rather than keeping a copy.
import arCommon from '../../../web/src/locales/ar/common.json';
import deCommon from '../../../web/src/locales/de/common.json';
import esCommon from '../../../web/src/locales/es/common.json';
import plCommon from '../../../web/src/locales/pl/common.json';
import ptBRCommon from '../../../web/src/locales/pt-BR/common.json';

/**
 * The texts the server writes for a person to read (issue 37, decision 222): e-mails, PDFs and
 * refusals (`errors`, matched by their English text in refusals.ts),
 * as ICU messages in `locales/<language>/<namespace>.json`, English the source. Task status
 * names come from the domain in English and from `status-names.json` (by status code) in the
 * other languages; craft type names from the domain in English and from the web's catalogues.
 */

const EN = { mail: enMail, accountMail: enAccountMail, pdf: enPdf, errors: enErrors } as const;

export type TNamespace = keyof typeof EN;

/** The dotted keys of a catalogue ("taskStatus.subject"), typed from the English one. */
type TKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TKeys<T[K]>}`;
}[keyof T & string];

export type TMessageKey<N extends TNamespace> = TKeys<(typeof EN)[N]>;

export type TMessageValues = Record<string, string | number>;

/** Every language's catalogues; English is complete, the others are checked against it. */
export const CATALOGUES: Record<TLanguage, Record<TNamespace, TMessages>> = {
  en: EN,
  de: {
    mail: deMail,
    accountMail: deAccountMail,
    pdf: dePdf,
    errors: deErrors,
  },
  es: {
    mail: esMail,
    accountMail: esAccountMail,
    pdf: esPdf,
    errors: esErrors,
  },
  pl: {
    mail: plMail,
    accountMail: plAccountMail,
    pdf: plPdf,
    errors: plErrors,
  },
  'pt-BR': {
    mail: ptBRMail,
    accountMail: ptBRAccountMail,
    pdf: ptBRPdf,
    errors: ptBRErrors,
  },
  ar: {
    mail: arMail,
    accountMail: arAccountMail,
    pdf: arPdf,
    errors: arErrors,
  },
};

/** Task status names by code in each language but English (English: `taskStatusName`). */
export const STATUS_NAMES: Record<Exclude<TLanguage, 'en'>, Readonly<Record<string, string>>> = {
  de: deStatusNames,
  es: esStatusNames,
  pl: plStatusNames,
  'pt-BR': ptBRStatusNames,
  ar: arStatusNames,
};

/** Craft type names by code in each language but English (English: `craftTypeName`). */
export const CRAFT_TYPE_NAMES: Record<
  Exclude<TLanguage, 'en'>,
  Readonly<Record<string, string>>
> = {
  de: deCommon.craftType,
  es: esCommon.craftType,
  pl: plCommon.craftType,
  'pt-BR': ptBRCommon.craftType,
  ar: arCommon.craftType,
};

/** The codes every language names: the domain's catalogue of statuses. */
export const STATUS_CODES: readonly number[] = TASK_STATUSES.map((s) => s.code);

/** The message at a dotted key, when the catalogue has one. */
export function messageAt(messages: TMessages, key: string): string | undefined {
  let node: string | TMessages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const compiled = new Map<string, IntlMessageFormat>();

function format(message: string, language: TLanguage, values: TMessageValues): string {
  const cacheKey = `${language}\u0000${message}`;
  let compiledMessage = compiled.get(cacheKey);
  if (!compiledMessage) {
    compiledMessage = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(cacheKey, compiledMessage);
  }
  return String(compiledMessage.format(values));
}

export type TTranslator = {
  readonly language: TLanguage;
  /** The message at `key` in this language, else in English, with `values` filled in. */
  readonly t: <N extends TNamespace>(
    namespace: N,
    key: TMessageKey<N>,
    values?: TMessageValues,
  ) => string;
  /** A task status's name ("In Progress"); English for a code the language does not name. */
  readonly statusName: (code: number) => string;
  /** A craft type's name ("Scaffolding"); English for a code the language does not name. */
  readonly craftTypeName: (code: number) => string;
};

/** The texts in one language; a message the language lacks is written in English. */
export function translator(language: TLanguage): TTranslator {
  return {
    language,
    t: (namespace, key, values = {}) => {
      const own = messageAt(CATALOGUES[language][namespace], key);
      if (own !== undefined) return format(own, language, values);
      const english = messageAt(CATALOGUES[DEFAULT_LANGUAGE][namespace], key);
      if (english === undefined) throw new Error(`No message ${namespace}:${key}`);
      return format(english, DEFAULT_LANGUAGE, values);
    },
    statusName: (code) =>
      language === 'en'
        ? taskStatusName(code)
        : (STATUS_NAMES[language][String(code)] ?? taskStatusName(code)),
    craftTypeName: (code) =>
      language === 'en'
        ? craftTypeName(code)
        : (CRAFT_TYPE_NAMES[language][String(code)] ?? craftTypeName(code)),
  };
}
