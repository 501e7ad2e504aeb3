import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageDirection,
  type TLanguage,
} from '@craftwork/domain/i18n/languages';
import enAdmin from '../../locales/en/admin.json';
import enBilling from '../../locales/en/billing.json';
import enCommon from '../../locales/en/common.json';
import enCreateTask from '../../locales/en/createTask.json';
import enHome from '../../locales/en/home.json';
import enIntegrations from '../../locales/en/integrations.json';
import enInventory from '../../locales/en/inventory.json';
import enKpis from '../../locales/en/kpis.json';
import enLists from '../../locales/en/lists.json';
import enProfile from '../../locales/en/profile.json';
import enRecords from '../../locales/en/records.json';
import enReports from '../../locales/en/reports.json';
import enScheduling from '../../locales/en/scheduling.json';
import enShell from '../../locales/en/shell.json';
import enSites from '../../locales/en/sites.json';
import enTasks from '../../locales/en/tasks.json';
import enTaskWork from '../../locales/en/taskWork.json';
import { setDirection } from './direction';
import { icuFormat } from './icu';

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
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/** English is in the first bundle: it is the source and every other language's fallback. */
export const EN_RESOURCES = {
  shell: enShell,
  common: enCommon,
  profile: enProfile,
  home: enHome,
  sites: enSites,
  scheduling: enScheduling,
  records: enRecords,
  tasks: enTasks,
  taskWork: enTaskWork,
  createTask: enCreateTask,
  lists: enLists,
  admin: enAdmin,
  billing: enBilling,
  inventory: enInventory,
  reports: enReports,
  kpis: enKpis,
  integrations: enIntegrations,
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: typeof EN_RESOURCES;
  }
}

/**
 * Every other language's catalogues, one chunk per language and namespace, fetched only when
 * that language is chosen: an English user downloads no other language.
 */
const LOADERS = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
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
    resources: { en: EN_RESOURCES },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

/** Fetches a language's catalogues (once) into the instance. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(language, ns)) return;
      const load = LOADERS[`../../locales/${language}/${ns}.json`];
      if (!load) return;
      const catalogue = await load();
      i18n.addResourceBundle(language, ns, catalogue.default, true, true);
    }),
  );
}

/** Shows the app in `language`: its catalogues, `<html lang dir>`, and (via React) the theme. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const direction = languageDirection(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  setDirection(direction);
}

// Components take the hook from here, so that importing it sets the instance up (tests too).
export { useTranslation } from 'react-i18next';
