import { useMemo } from 'react';
import { useTranslation } from './i18n';
import { formatDate, formatMoney, formatNumber } from '@craftwork/domain/i18n/format';

/** The formatters bound to the language the user sees now. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      date: (value: Date, timeZone?: string) => formatDate(value, language, timeZone),
      number: (value: number) => formatNumber(value, language),
      money: (cents: number, currency?: string) => formatMoney(cents, language, currency),
    }),
    [language],
  );
}
