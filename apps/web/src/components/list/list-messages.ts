import type { TFunction } from 'i18next';
import { i18n } from '../../lib/i18n/i18n';

/**
 * What stands in place of the rows: the load failed, or there are none (the list's own words).
 * The grid and the card view share these texts.
 */
export function emptyRowsLabel(t: TFunction<'lists'>, failed: boolean, emptyText?: string): string {
  return failed ? t('grid.rowsNotLoaded') : (emptyText ?? t('grid.noRows'));
}

/**
 * The lists' texts in the language shown now, for code outside a component (column
 * definitions built in a hook pass their own `t`).
 */
export function listsT(): TFunction<'lists'> {
  return i18n.getFixedT(null, 'lists');
}
