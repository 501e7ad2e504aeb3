import { useEffect } from 'react';
import { resolveLanguage } from '@craftwork/domain/i18n/languages';
import { useMe } from '../me';
import { switchLanguage } from './i18n';

/**
 * Keeps the app in the signed-in user's language: their own, else the browser's, else their
 * site's default. Before sign-in, the browser's.
 */
export function LanguageSync() {
  const { data: me } = useMe();
  const language = resolveLanguage({
    userLanguage: me?.user.language,
    browserLanguages: navigator.languages,
    siteDefault: me?.site?.defaultLanguage,
  });
  useEffect(() => {
    void switchLanguage(language);
  }, [language]);
  return null;
}
