import { useEffect, useState } from 'react';
import type { GridLocaleText } from '@mui/x-data-grid';
import { DEFAULT_LANGUAGE, isLanguage } from '@craftwork/domain/i18n/languages';
import { useTranslation } from '../../lib/i18n/i18n';

const NONE: Partial<GridLocaleText> = {};

/**
 * The grid's own texts in the language the user sees now: MUI X's locale pack for it, fetched
 * on first use; nothing (the grid's English) for English or until the pack has come.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<{ language: string; text: Partial<GridLocaleText> }>({
    language: DEFAULT_LANGUAGE,
    text: NONE,
  });
  useEffect(() => {
    if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return;
    let isCurrent = true;
    void import('./grid-locales').then(({ GRID_LOCALES }) => {
      if (isCurrent) setLoaded({ language, text: GRID_LOCALES[language] ?? NONE });
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded.language === language ? loaded.text : NONE;
}
