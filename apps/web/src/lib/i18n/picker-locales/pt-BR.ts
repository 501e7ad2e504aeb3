import 'dayjs/locale/pt-br';
import { ptBR } from '@mui/x-date-pickers/locales';
import type { TPickerLocale } from '../picker-locale';

export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'pt-br',
  localeText: ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
};
