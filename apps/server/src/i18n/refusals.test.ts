import { describe, expect, it } from 'vitest';
import type { TLanguage } from '@craftwork/domain/i18n/languages';
import { flattenMessages } from '@craftwork/domain/i18n/catalogues';
import { KEPT_IN_ENGLISH, matchRefusal, translateRefusal } from './refusals.ts';
import { waitMessage, waitOf } from '@craftwork/domain/errors/wait';
import { CATALOGUES, translator } from './translator.ts';

/** The server's refusals in the reader's language (issue 37). */
describe('translateRefusal', () => {
  it.each<[string, string, TLanguage, string]>([
    ['a literal', 'Data is not available.', 'pl', 'Dane są niedostępne.'],
    [
      'a template with its value',
      'This task is already billed on INV-0042.',
      'de',
      'Diese Aufgabe ist bereits abgerechnet auf INV-0042.',
    ],
    [
      'a template with two values',
      'A task that is Awaiting cannot be set to Complete.',
      'es',
      'Una tarea con estado En espera no se puede pasar a Terminada.',
    ],
    [
      'a template whose value repeats',
      'This is more than the balance due of $12.50. Enter at most $12.50.',
      'pt-BR',
      'Isso é mais que o saldo devedor de $12.50. Informe no máximo $12.50.',
    ],
    ['a literal in Arabic', 'Please sign in.', 'ar', 'يرجى تسجيل الدخول.'],
    [
      'the over-limit wait, in the language’s plural',
      'Too many attempts. Please wait 2 minutes and try again.',
      'pl',
      'Zbyt wiele prób. Odczekaj 2 minuty i spróbuj ponownie.',
    ],
    [
      'the over-limit wait of 15 minutes',
      'Too many attempts. Please wait 15 minutes and try again.',
      'pl',
      'Zbyt wiele prób. Odczekaj 15 minut i spróbuj ponownie.',
    ],
    [
      'the over-limit wait of 1 second',
      'Too many attempts. Please wait 1 second and try again.',
      'de',
      'Zu viele Versuche. Bitte warten Sie 1 Sekunde und versuchen Sie es dann erneut.',
    ],
    ['an unknown message, unchanged', 'Invalid email address', 'pl', 'Invalid email address'],
    ['English, unchanged', 'Data is not available.', 'en', 'Data is not available.'],
    [
      'a refusal the web tells apart by its English text, unchanged',
      'This change is still being saved. Please try again in a moment.',
      'pl',
      'This change is still being saved. Please try again in a moment.',
    ],
  ])('%s', (_case, message, language, expected) => {
    expect(translateRefusal(message, language)).toBe(expected);
  });

  it('writes the values the server named in the language: status names, block reasons', () => {
    expect(translateRefusal('This task is already On Hold.', 'pl')).toBe(
      'To zadanie ma już status Wstrzymane.',
    );
    expect(
      translateRefusal(
        'This task is waiting for its scaffold: Removed: the scaffold has been taken down.',
        'de',
      ),
    ).toBe('Diese Aufgabe wartet auf ihr Gerüst: Abgebaut: Das Gerüst wurde abgebaut.');
    expect(translateRefusal('photo On Hold.jpg is not an image.', 'pl')).toBe(
      'photo On Hold.jpg nie jest obrazem.',
    );
  });

  it('keeps the English over-limit wait word for word in its catalogue entries', () => {
    for (const seconds of [0.2, 1, 43, 60, 61, 896]) {
      const english = waitMessage(seconds);
      const wait = waitOf(english);
      const key = wait?.unit === 'second' ? 'common.waitSeconds' : 'common.waitMinutes';
      expect(translator('en').t('errors', key, { count: wait?.count ?? 0 })).toBe(english);
    }
  });

  it('keeps in English only entries of the catalogue', () => {
    const keys = [...flattenMessages(CATALOGUES.en.errors).keys()];
    expect(keys).toEqual(expect.arrayContaining([...KEPT_IN_ENGLISH.keys()]));
  });

  it('prefers the exact text, then the most specific template', () => {
    expect(matchRefusal('The file is empty.')).toEqual({ key: 'csv.empty', values: {} });
    expect(matchRefusal('photo.jpg is empty.')).toEqual({
      key: 'image.empty',
      values: { name: 'photo.jpg' },
    });
    expect(matchRefusal('This task is already billed on INV-1.')?.key).toBe('invoice.taskBilled');
    expect(matchRefusal('This task is already On Hold.')).toEqual({
      key: 'task.alreadyInStatus',
      values: { status: 'On Hold' },
    });
    expect(matchRefusal('This is more than the balance due of $1. Enter at most $2.')).toBe(
      undefined,
    );
  });
});
