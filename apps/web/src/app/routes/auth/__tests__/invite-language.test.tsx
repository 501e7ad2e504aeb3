import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVITE_MESSAGES } from '@craftwork/domain/admin/invites';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import { renderRoutes } from '../../../../test/render';
import { RpcFailure, stubRpc } from '../../../../test/rpc-stub';
import InvitePage from '../invite';

function openInvite(token: string) {
  renderRoutes([{ path: '/invite', element: <InvitePage /> }], {
    path: `/invite?token=${token}`,
  });
}

// The invitee opens the link signed out, in a browser set to Polish: the server answers in the
// domain's English (it does not know the reader's language), the page writes it in Polish.
describe('the invitation page in the browser’s language', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await switchLanguage('en');
  });

  it('says a dead link is invalid in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'invites/get': () => {
        throw new RpcFailure('BAD_REQUEST', 400, INVITE_MESSAGES.invalid);
      },
    });
    openInvite('not-a-real-token');
    expect(
      await screen.findByText(
        'Ten link z zaproszeniem jest nieprawidłowy, wygasł lub został już użyty. Poproś administratora zakładu o nowy.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(INVITE_MESSAGES.invalid)).toBeNull();
    // The page's language is set once its own catalogues are in, maybe after the domain's.
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
  });

  it('names the role and the form’s rules in Polish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl-PL', 'pl']);
    stubRpc({
      'session/me': () => null,
      'invites/get': () => ({
        email: 'crew@example.com',
        siteName: 'North Plant',
        siteKey: 'PLANT1',
        role: 'Site Admin',
        companyName: null,
        hasAccount: false,
        isInvitee: false,
      }),
    });
    const user = userEvent.setup();
    openInvite('A'.repeat(43));
    const summary = await screen.findByText(/Zaproszono Cię do zakładu/);
    expect(summary.textContent).toBe(
      'Zaproszono Cię do zakładu North Plant z rolą: Administrator zakładu.',
    );
    await user.type(screen.getByLabelText(/^Hasło/), 'short');
    await user.click(screen.getByRole('button', { name: 'Utwórz konto i dołącz' }));
    const name = screen.getByRole('textbox', { name: /^Nazwa wyświetlana/ });
    const helpOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(helpOf(name)).toBe('To pole jest wymagane.'));
    expect(helpOf(screen.getByLabelText(/^Hasło/))).toBe('Hasło musi mieć co najmniej 8 znaków.');
  });
});
