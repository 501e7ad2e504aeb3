import 'dayjs/locale/ar-sa';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TPickerLocale } from '../picker-locale';

/**
 * MUI X ships no Arabic texts for its pickers: these are the ones a date picker shows (its
 * buttons, calendar navigation, the field's parts and their names for a screen reader), in
 * the words the app's Arabic catalogues use (مسح for Clear, as the search boxes say it).
 */
const ARABIC_PICKER_TEXTS: Partial<PickersLocaleText> = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'عرض السنوات مفتوح، انتقل إلى عرض التقويم'
      : 'عرض التقويم مفتوح، انتقل إلى عرض السنوات',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
  calendarWeekNumberAriaLabelText: (weekNumber) => `الأسبوع ${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر التاريخ، التاريخ المختار ${formattedDate}` : 'اختر التاريخ',
  fieldClearLabel: 'مسح',
  dateTableLabel: 'اختر التاريخ',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  empty: 'فارغ',
};

/**
 * ar-sa, not ar: dayjs's ar writes Arabic-Indic digits, and Arabic here keeps Latin digits
 * (@craftwork/domain/i18n/format).
 */
export const PICKER_LOCALE: TPickerLocale = {
  adapterLocale: 'ar-sa',
  localeText: ARABIC_PICKER_TEXTS,
};
