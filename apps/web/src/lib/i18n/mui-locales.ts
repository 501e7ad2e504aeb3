import type { Localization } from '@mui/material/locale';
import { arSD, deDE, esES, plPL, ptBR } from '@mui/material/locale';
import type { TLanguage } from '@craftwork/domain/i18n/languages';

/**
 * MUI's own texts per language (the Autocomplete's Open, Close, Clear and No options, an Alert's
 * Close, pagination); English is MUI's default. Loaded apart (mui-locale.ts): an English user
 * never fetches it. Arabic as the grid's (grid-locales.ts).
 */
export const MUI_LOCALES: Partial<Record<TLanguage, Localization>> = {
  de: deDE,
  es: esES,
  pl: plPL,
  'pt-BR': ptBR,
  ar: arSD,
};
