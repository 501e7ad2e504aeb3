import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../login';
import { setDirection, setDocumentLanguage } from '../../../../lib/i18n/direction';
import { act } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';

/** The browser's languages, as `navigator.languages` gives them. */
function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the sign-in page in the browser language', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setDirection('ltr');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('is in Polish for a Polish browser, <html lang dir> included', async () => {
    browserLanguages(['pl-PL', 'pl', 'en-US']);
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });

    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Logowanie');
    expect(screen.getByRole('form', { name: 'Logowanie' })).toBeTruthy();
    expect(screen.getByText('Oprogramowanie do zarządzania pracami')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
    expect(document.documentElement.dir).toBe('ltr');

    // The password's show and hide toggle names itself in Polish.
    await user.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(screen.getByLabelText('Hasło').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ukryj hasło' })).toBeTruthy();

    // The form's own rule, in Polish too.
    await user.click(screen.getByLabelText('E-mail'));
    await user.tab();
    expect(await screen.findByText('Nazwa użytkownika jest wymagana.')).toBeTruthy();
  });

  it('is right to left for an Arabic browser', async () => {
    browserLanguages(['ar-EG']);
    renderWithProviders(<LoginPage />, { path: '/login' });

    expect(await screen.findByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // The mirroring styles' chunk, which the page now fetches, is in before the test ends.
    await import('../../../../lib/i18n/rtl-cache');
  });

  it('keeps what was typed when the page turns right to left under it', async () => {
    browserLanguages(['en-US']);
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'crew@example.com');

    // An Arabic page's texts can arrive after the first keystrokes: the page turns round.
    await act(async () => {
      setDocumentLanguage('ar');
      await import('../../../../lib/i18n/rtl-cache');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).value).toBe('crew@example.com');
  });

  it('stays exactly as before for an English browser', async () => {
    browserLanguages(['en-GB', 'en']);
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login');
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Work Management Software')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Craftwork logo' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Username is required.')).toBeTruthy();
  });

  it('falls back to English for a language the product does not ship', async () => {
    browserLanguages(['fr-FR', 'fr']);
    renderWithProviders(<LoginPage />, { path: '/login' });

    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
