import { useMemo } from 'react';
import { useFormat } from '../../lib/i18n/use-format';

export type TBillingFormat = {
  /** Cents as money in the user's language ($1,234.56 in English). */
  money: (cents: number) => string;
  /** A calendar day (YYYY-MM-DD) in the user's language (MM/DD/YYYY in English); '' for none. */
  day: (day: string | null | undefined) => string;
};

/** Money and calendar days of the billing screens, in the language the user sees now. */
export function useBillingFormat(): TBillingFormat {
  const format = useFormat();
  return useMemo(
    () => ({
      money: (cents: number) => format.money(cents),
      day: (day: string | null | undefined) =>
        day ? format.date(new Date(`${day}T00:00:00Z`), 'UTC') : '',
    }),
    [format],
  );
}
