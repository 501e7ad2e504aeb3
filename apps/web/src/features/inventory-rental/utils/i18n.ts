import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { RENTAL_TEXTS, formatSiteDay } from '@craftwork/domain/inventory/rental';
import { localeOf } from '@craftwork/domain/i18n/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';

const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Rental screen's quantities (up to four decimals, as kept) and site days (YYYY-MM-DD) in
 * the language shown: 1,234.5 and 11/30/2026 in English.
 */
export function useRentalFormat() {
  const { i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const grouped = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 });
    return {
      quantity: (n: number) => grouped.format(n),
      siteDay: (day: string | null | undefined) => {
        if (!day) return '';
        const date = new Date(`${day}T00:00:00Z`);
        if (!SITE_DAY.test(day) || Number.isNaN(date.getTime())) return formatSiteDay(day);
        return format.date(date, 'UTC');
      },
    };
  }, [language, format]);
}

/** A rental rule's message in the language shown; one the catalogue lacks stays as written. */
export function rentalMessage(
  t: TFunction<'inventory'>,
  text: string | null | undefined,
): string | undefined {
  switch (text) {
    case null:
    case undefined:
      return undefined;
    case RENTAL_TEXTS.invalidDate:
      return t('messages.invalidDate');
    case RENTAL_TEXTS.rangeTooLong:
      return t('messages.rangeTooLong');
    case RENTAL_TEXTS.afterLineDay:
      return t('messages.afterLineDay');
    case RENTAL_TEXTS.beforeCutoff:
      return t('messages.beforeCutoff');
    case RENTAL_TEXTS.beforeRentStart:
      return t('messages.beforeRentStart');
    case RENTAL_TEXTS.notOffRent:
      return t('messages.notOffRent');
    default:
      return text;
  }
}
