import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { INVENTORY_STATUS } from '@craftwork/domain/catalogues/inventory';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import { MANUAL_MOVEMENT_MESSAGES } from '@craftwork/domain/inventory/objects';
import { localeOf } from '@craftwork/domain/i18n/format';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * Quantities in the language shown, up to four decimals as stored: grouped as the tables show
 * them (1,140.5 in English), or plain (1140.5).
 */
export function useQuantityFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
    const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false });
    return {
      quantity: (n: number) => (Number.isFinite(n) ? grouped.format(n) : ''),
      plainQuantity: (n: number) => (Number.isFinite(n) ? plain.format(n) : ''),
    };
  }, [language]);
}

/**
 * A message of the domain's inventory rules (a field's problem) in the language shown; one
 * the catalogue lacks (e.g. the server's own words) stays as written.
 */
export function inventoryMessage(
  t: TFunction<'inventory'>,
  text: string | null | undefined,
): string | undefined {
  switch (text) {
    case null:
    case undefined:
      return undefined;
    case INVENTORY_MESSAGES.required:
      return t('messages.required');
    case INVENTORY_MESSAGES.titleTooLong:
      return t('messages.titleTooLong');
    case INVENTORY_MESSAGES.onlyNumbersAllowed:
      return t('messages.onlyNumbersAllowed');
    case MANUAL_MOVEMENT_MESSAGES.notZero:
      return t('messages.notZero');
    case MANUAL_MOVEMENT_MESSAGES.positive:
      return t('messages.positive');
    case MANUAL_MOVEMENT_MESSAGES.sameLocation:
      return t('messages.sameLocation');
    default:
      return text;
  }
}

/** An inventory object's status name (Active, Inactive) in the language shown. */
export function inventoryStatusText(t: TFunction<'inventory'>, code: number): string {
  if (code === INVENTORY_STATUS.ACTIVE) return t('status.active');
  if (code === INVENTORY_STATUS.INACTIVE) return t('status.inactive');
  return t('status.unknown');
}
