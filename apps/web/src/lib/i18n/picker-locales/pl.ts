import 'dayjs/locale/pl';
import { plPL } from '@mui/x-date-pickers/locales';
import type { TPickerLocale } from '../picker-locale';

export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'pl',
  localeText: plPL.components.MuiLocalizationProvider.defaultProps.localeText,
};
