import { useMemo } from 'react';
import { useTranslation } from './i18n';
import {
  formatDate,
  formatListDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTimeOfDay,
  formatTimelineDateTime,
} from '@craftwork/domain/i18n/format';
import { formatKpiValue, type TKpiValueFormat } from '@craftwork/domain/kpis/card-display';
import { formatStanding } from '@craftwork/domain/records/standing';

/** The formatters bound to the language the user sees now. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      date: (value: Date, timeZone?: string) => formatDate(value, language, timeZone),
      /** A list's date-time (English: MM/DD/YYYY hh:mm A); empty without a date. */
      listDateTime: (iso: string | null, timeZone: string) =>
        iso ? formatListDateTime(new Date(iso), language, timeZone) : '',
      /**
       * An event's date-time as timelines write it (English: MMM DD YYYY hh:mma); empty without a
       * date.
       */
      timeline: (value: Date | string | null | undefined, timeZone: string) =>
        value ? formatTimelineDateTime(new Date(value), language, timeZone) : '',
      /** A time of day (English: 3:05 PM, Polish: 15:05); the reader's clock without a zone. */
      time: (value: Date, timeZone?: string) => formatTimeOfDay(value, language, timeZone),
      number: (value: number) => formatNumber(value, language),
      money: (cents: number, currency?: string) => formatMoney(cents, language, currency),
      /** A count of percent: 12.5 reads 12.5% in English, 12,5 % in German. */
      percent: (value: number) => formatPercent(value, language),
      /** A KPI value with its card's precision (12,5% in Polish); no value reads --. */
      kpi: (value: number | null | undefined, card: TKpiValueFormat) =>
        formatKpiValue(value, card, language),
      /** Standing days or scaffolds; none reads --. */
      standing: (value: number | null | undefined) => formatStanding(value, language),
    }),
    [language],
  );
}
