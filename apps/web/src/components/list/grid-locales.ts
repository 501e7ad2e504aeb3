import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, deDE, esES, plPL, ptBR } from '@mui/x-data-grid/locales';
import type { TLanguage } from '@craftwork/domain/i18n/languages';

/**
 * MUI X's own texts of the grid (column menu, columns panel, pagination) per language; English
 * is the grid's default. Loaded apart (use-grid-locale-text.ts): an English user never fetches it.
 */
export const GRID_LOCALES: Partial<Record<TLanguage, Partial<GridLocaleText>>> = {
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
  pl: plPL.components.MuiDataGrid.defaultProps.localeText,
  'pt-BR': ptBR.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};
