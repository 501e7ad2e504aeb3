import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import { VerificationBanner } from '../components/verification-banner';

describe('VerificationBanner', () => {
  it('says how long to wait when too many links were asked for', async () => {
    const wait = 'Too many requests. Please wait 1 minute and try again.';
    stubRpc({
      'account/sendVerificationLink': () => {
        throw new RpcFailure('TOO_MANY_REQUESTS', 429, wait);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<VerificationBanner email="pat@example.com" brand="craftwork" />);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.queryByText(/Please contact support/)).toBeNull();
  });

  it('keeps the spec text for a failed send', async () => {
    stubRpc({
      'account/sendVerificationLink': () => {
        throw new RpcFailure('INTERNAL_SERVER_ERROR', 500, 'boom');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<VerificationBanner email="pat@example.com" brand="craftwork" />);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Error sending verification email. Please contact support'),
    ).toBeTruthy();
  });
});

describe('VerificationBanner in Polish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('asks for the address to be verified and resends the link in Polish', async () => {
    await switchLanguage('pl');
    stubRpc({ 'account/sendVerificationLink': () => ({}) });
    const user = userEvent.setup();
    renderWithProviders(<VerificationBanner email="pat@example.com" brand="craftwork" />);
    expect(
      screen.getByText(
        'Potwierdź swój adres e-mail (pat@example.com). Link weryfikacyjny znajdziesz w skrzynce odbiorczej.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
    expect(
      await screen.findByText('Wiadomość weryfikacyjna została wysłana na Twoją skrzynkę.'),
    ).toBeTruthy();
  });
});
