import 'dayjs/locale/ar-sa';
import type { TPickerLocale } from '../picker-locale';

/**
 * Month and day names only: MUI X ships no Arabic texts for its pickers, so those stay English.
 * ar-sa, not ar: dayjs's ar writes Arabic-Indic digits, and Arabic here keeps Latin digits
 * (@craftwork/domain/i18n/format).
 */
export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'ar-sa',
  localeText: undefined,
};
