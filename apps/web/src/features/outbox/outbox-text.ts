import type { TFunction } from 'i18next';
import { isTaskStatus, taskStatusName } from '@craftwork/domain/catalogues/task-statuses';
import { DEFAULT_LANGUAGE } from '@craftwork/domain/i18n/languages';
import { i18n, loadCatalogue } from '../../lib/i18n/i18n';

/**
 * Fetches the field catalogue in English and in the language shown now, without waiting on
 * it (nothing suspends). The frame asks for it as it opens, so the Offline banner and the texts
 * written outside a component (a queued change's summary, the outbox's messages) are at hand
 * when the network goes; a language chosen later fetches it with the others (loadLanguage).
 */
export function loadFieldCatalogue(): Promise<void> {
  return Promise.all([
    loadCatalogue(DEFAULT_LANGUAGE, 'field'),
    loadCatalogue(i18n.language, 'field'),
  ]).then(() => undefined);
}

/** The field texts in the language shown now, for code outside a component. */
export function fieldT(): TFunction<'field'> {
  return i18n.getFixedT(null, 'field');
}

/** A task status's name in the language shown now (the domain's name for an unknown code). */
export function statusNameNow(code: number): string {
  return isTaskStatus(code)
    ? i18n.getFixedT(null, 'common')(`taskStatus.${code}`)
    : taskStatusName(code);
}

/**
 * The outbox's messages raised by other screens' code outside a component (a status change
 * that cannot be queued), in the language shown now.
 */
export const OUTBOX_TEXT = {
  get queued(): string {
    return fieldT()('outbox.queued');
  },
  get needsConnection(): string {
    return fieldT()('outbox.needsConnection');
  },
};
