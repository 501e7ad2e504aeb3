import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { setDomainLanguage } from '../domain-text';
import { errorText } from '../error-text';

describe("a failed call's text", () => {
  beforeEach(() => {
    // A failure the server did not word is reported to the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await setDomainLanguage('en');
  });

  it('is the generic text in the language shown when the network failed', async () => {
    await setDomainLanguage('pl');
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      'Wystąpił błąd. Spróbuj ponownie lub skontaktuj się z administratorem.',
    );
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('is the English generic text, unchanged, in English', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      'An error has occurred. Please try again or contact administrator.',
    );
    expect(errorText(new TypeError('Failed to fetch'))).toBe(MESSAGES.generic);
  });
});
