import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitMessage } from '@craftwork/domain/errors/wait';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from '../components/login-form';

/** The sign-in route's over-limit answer, as the server writes it (English, to anyone). */
function refuseWithWait(retryAfterSeconds: number) {
  vi.mocked(fetch).mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/api/auth/sign-in'))
      throw new TypeError('Network access is disabled in web tests.');
    return new Response(
      JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: waitMessage(retryAfterSeconds) }),
      { status: 429, headers: { 'Content-Type': 'application/json' } },
    );
  });
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /E-mail|Email/ }), 'crew@acme.test');
  await user.type(screen.getByLabelText(/^Hasło|^Password/), 'secret-123');
  await user.click(screen.getByRole('button', { name: /^(Zaloguj się|Login)$/ }));
}

// A crew member on a phone set to Polish tries too often: the wait is said in Polish, with
// Polish plural forms (1 minutę, 2 minuty, 5 minut).
describe('the sign-in wait in the phone’s language', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(fetch).mockReset();
  });

  it.each([
    [45, 'Zbyt wiele prób. Odczekaj 45 sekund i spróbuj ponownie.'],
    [60, 'Zbyt wiele prób. Odczekaj 1 minutę i spróbuj ponownie.'],
    [120, 'Zbyt wiele prób. Odczekaj 2 minuty i spróbuj ponownie.'],
    [896, 'Zbyt wiele prób. Odczekaj 15 minut i spróbuj ponownie.'],
  ])('after %s s says %s', async (seconds, polish) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    refuseWithWait(seconds);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(polish);
  });

  it('keeps the English wait as the server wrote it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    renderWithProviders(<LoginForm />, { path: '/login' });
    refuseWithWait(61);
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
  });
});
