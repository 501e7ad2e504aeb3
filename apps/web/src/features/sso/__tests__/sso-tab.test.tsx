import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { SSO_SAVED, SsoTab } from '../components/sso-tab';

const SAVED = {
  providerId: 'p1',
  providerName: 'Acme ID',
  issuer: 'https://login.acme.example',
  clientId: 'craftwork',
  hasClientSecret: true,
  domains: ['acme.example'],
  ssoOnly: false,
  jitPreset: null,
  jitCompanyId: null,
  redirectUrl: 'https://cw.example/api/auth/sso/callback/p1',
};

describe('SsoTab', () => {
  it('shows the redirect URL, never a secret, and saves with an empty secret to keep it', async () => {
    const calls = stubRpc({
      'sso/get': () => SAVED,
      'sso/save': () => ({ ...SAVED, ssoOnly: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SsoTab />);

    expect(await screen.findByText(SAVED.redirectUrl)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/Provider name/)).toHaveProperty('value', 'Acme ID'),
    );
    expect(screen.getByLabelText('Client secret')).toHaveProperty('value', '');
    expect(screen.getByText('A secret is stored. Leave empty to keep it.')).toBeTruthy();
    await user.click(screen.getByLabelText('SSO only (no password sign-in for these domains)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SSO_SAVED)).toBeTruthy();
    expect(calls.find((c) => c.path === 'sso/save')?.input).toEqual({
      providerName: 'Acme ID',
      issuer: 'https://login.acme.example',
      clientId: 'craftwork',
      clientSecret: '',
      domains: ['acme.example'],
      ssoOnly: true,
      jitPreset: null,
      jitCompanyId: null,
    });
  });
});
