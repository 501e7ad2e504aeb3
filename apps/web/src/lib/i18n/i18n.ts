import i18next from 'i18next';
import { initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type TLanguage } from '@craftwork/domain/i18n/languages';
import type enAdmin from '../../locales/en/admin.json';
import type enBilling from '../../locales/en/billing.json';
import enCommon from '../../locales/en/common.json';
import type enCreateTask from '../../locales/en/createTask.json';
import enHome from '../../locales/en/home.json';
import type enIntegrations from '../../locales/en/integrations.json';
import type enInventory from '../../locales/en/inventory.json';
import type enCompliance from '../../locales/en/compliance.json';
import type enField from '../../locales/en/field.json';
import type enImports from '../../locales/en/imports.json';
import type enKpis from '../../locales/en/kpis.json';
import enLists from '../../locales/en/lists.json';
import enProfile from '../../locales/en/profile.json';
import type enRecords from '../../locales/en/records.json';
import type enReports from '../../locales/en/reports.json';
import type enScheduling from '../../locales/en/scheduling.json';
import enShell from '../../locales/en/shell.json';
import type enSites from '../../locales/en/sites.json';
import type enTaskWork from '../../locales/en/taskWork.json';
import type enTasks from '../../locales/en/tasks.json';
import { setDocumentLanguage } from './direction';
import { icuFormat } from './icu';
import { setDomainLanguage } from './domain-text';
import { setPickerLanguage } from './picker-locale';

/** The catalogues' namespaces: one per converted area (docs/i18n.md). */
export const NAMESPACES = [
  'shell',
  'common',
  'profile',
  'home',
  'sites',
  'scheduling',
  'records',
  'tasks',
  'taskWork',
  'createTask',
  'lists',
  'admin',
  'billing',
  'inventory',
  'reports',
  'kpis',
  'integrations',
  'imports',
  'compliance',
  'field',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/**
 * English in the first bundle: the frame's, the first screens' and the lists' (whose column
 * texts are read outside components). Every other namespace, English included, is a chunk of
 * its own, fetched when a screen first asks for it (`useTranslation` below), so the app shell
 * does not grow with every screen's texts.
 */
const FIRST_BUNDLE = {
  shell: enShell,
  common: enCommon,
  profile: enProfile,
  home: enHome,
  lists: enLists,
} as const;

/** English: the source of every key and every other language's fallback. */
export type TEnResources = typeof FIRST_BUNDLE & {
  sites: typeof enSites;
  scheduling: typeof enScheduling;
  records: typeof enRecords;
  tasks: typeof enTasks;
  taskWork: typeof enTaskWork;
  createTask: typeof enCreateTask;
  admin: typeof enAdmin;
  billing: typeof enBilling;
  inventory: typeof enInventory;
  reports: typeof enReports;
  kpis: typeof enKpis;
  integrations: typeof enIntegrations;
  imports: typeof enImports;
  compliance: typeof enCompliance;
  field: typeof enField;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: TEnResources;
  }
}

/**
 * The other catalogues, one chunk per language and namespace, fetched only when that language
 * and that screen are shown: an English user downloads no other language.
 */
const LOADERS = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/{shell,common,profile,home,lists}.json',
  // The signed-out pages' texts have their own loader (signed-out.ts).
  '!../../locales/*/signedOut.json',
  // The domain's texts, keyed by their English, have their own loader (domain-text.ts).
  '!../../locales/*/domain.json',
]);

export const i18n = i18next.createInstance();

void i18n
  .use(icuFormat)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    // pt-BR is looked up as itself, never as "pt".
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'shell',
    resources: { en: FIRST_BUNDLE },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

const loading = new Map<string, Promise<void>>();

/** Fetches one catalogue (once) into the instance; resolved at once when it is there. */
export function loadCatalogue(language: string, ns: TNamespace): Promise<void> {
  const key = `${language}/${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = LOADERS[`../../locales/${key}.json`];
    pending =
      !load || i18n.hasResourceBundle(language, ns)
        ? Promise.resolve()
        : load().then((catalogue) => {
            i18n.addResourceBundle(language, ns, catalogue.default, true, true);
          });
    loading.set(key, pending);
  }
  return pending;
}

const isNamespace = (ns: string): ns is TNamespace =>
  (NAMESPACES as readonly string[]).includes(ns);

/** Catalogues of `namespaces` still to fetch for English and the language shown now. */
function missingCatalogues(namespaces: readonly (string | undefined)[]): Promise<void>[] {
  const languages = new Set([DEFAULT_LANGUAGE, i18n.language]);
  const missing: Promise<void>[] = [];
  for (const ns of namespaces) {
    if (ns === undefined || !isNamespace(ns)) continue;
    for (const language of languages) {
      const key = `../../locales/${language}/${ns}.json`;
      if (LOADERS[key] && !i18n.hasResourceBundle(language, ns))
        missing.push(loadCatalogue(language, ns));
    }
  }
  return missing;
}

const waits = new Map<string, Promise<unknown>>();

/**
 * react-i18next's hook, which first waits (suspends, under the route's loading state) for its
 * namespaces' catalogues in English and in the language shown now. It throws the promise, as
 * React.lazy does: React's `use` of it was not retried once the catalogue came in.
 */
export const useTranslation: typeof useI18nextTranslation = (ns, options) => {
  const namespaces = ns === undefined ? [] : typeof ns === 'string' ? [ns] : [...ns];
  const missing = missingCatalogues(namespaces);
  if (missing.length > 0) {
    const key = `${i18n.language}:${namespaces.join()}`;
    let wait = waits.get(key);
    if (!wait) {
      wait = Promise.all(missing).finally(() => waits.delete(key));
      waits.set(key, wait);
    }
    throw wait;
  }
  return useI18nextTranslation(ns, options);
};

/** Fetches a language's catalogues of the namespaces shown so far (the rest as screens ask). */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await Promise.all(
    NAMESPACES.filter((ns) => i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)).map((ns) =>
      loadCatalogue(language, ns),
    ),
  );
}

/**
 * Shows the app in `language`: its catalogues, the date pickers' locale, `<html lang dir>`, and
 * (via React) the theme.
 */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await Promise.all([
    loadLanguage(language),
    setDomainLanguage(language),
    setPickerLanguage(language),
  ]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  setDocumentLanguage(language);
}
