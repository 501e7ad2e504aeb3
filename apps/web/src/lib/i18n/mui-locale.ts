import { useEffect, useState } from 'react';
import type { Localization } from '@mui/material/locale';
import { DEFAULT_LANGUAGE, type TLanguage } from '@craftwork/domain/i18n/languages';

/** MUI's locale pack for a language, for the theme (`themeForBrand`). */
export type TMuiLocale = { language: TLanguage; localization: Localization };

/**
 * MUI's own texts in `language` (the page's, `useDocumentLanguage`): its locale pack, fetched
 * on first use; undefined (MUI's English) for English, until the pack has come, or when it
 * fails to load.
 */
export function useMuiLocale(language: TLanguage): TMuiLocale | undefined {
  const [loaded, setLoaded] = useState<TMuiLocale | undefined>(undefined);
  useEffect(() => {
    if (language === DEFAULT_LANGUAGE) return;
    let isCurrent = true;
    void import('./mui-locales').then(
      ({ MUI_LOCALES }) => {
        const localization = MUI_LOCALES[language];
        if (isCurrent && localization) setLoaded({ language, localization });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded : undefined;
}
