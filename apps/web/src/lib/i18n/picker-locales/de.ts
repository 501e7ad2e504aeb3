import 'dayjs/locale/de';
import { deDE } from '@mui/x-date-pickers/locales';
import type { TPickerLocale } from '../picker-locale';

export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'de',
  localeText: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
};
