import 'dayjs/locale/es';
import { esES } from '@mui/x-date-pickers/locales';
import type { TPickerLocale } from '../picker-locale';

export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'es',
  localeText: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};
