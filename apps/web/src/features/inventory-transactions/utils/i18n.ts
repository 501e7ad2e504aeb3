import type { TFunction } from 'i18next';
import { isInventoryTransactionType } from '@craftwork/domain/catalogues/inventory';
import { DATE_RANGE_MESSAGE } from '@craftwork/domain/lists/date-range';

/** A movement type's name (Reserve, On Rent (from reserved), ...) in the language shown. */
export function transactionTypeText(
  t: TFunction<'inventory'>,
  code: number,
  fallback: string,
): string {
  return isInventoryTransactionType(code) ? t(`transactions.types.${code}`) : fallback;
}

/** The list's problem (a reversed Created range) in the language shown. */
export function problemText(t: TFunction<'inventory'>, problem: string | null): string | null {
  if (problem === DATE_RANGE_MESSAGE) return t('messages.rangeReversed');
  return problem;
}
