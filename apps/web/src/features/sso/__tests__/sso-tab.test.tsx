import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import type { TSsoConnection } from '../api/sso';
import { SSO_SAVED, SsoTab } from '../components/sso-tab';

const SAVED: TSsoConnection = {
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
  scim: { baseUrl: 'https://cw.example/scim/v2', tokenPrefix: null, tokenCreatedAt: null },
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
    // New people become applicants: the choice is shown, not a blank box under the label.
    expect(screen.getByRole('combobox', { name: 'New people' }).textContent).toBe(
      'Become applicants (approve them under Users)',
    );
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

  it('makes a SCIM token shown once, then replaces and revokes it only after asking', async () => {
    let view = SAVED;
    const calls = stubRpc({
      'sso/get': () => view,
      'sso/createScimToken': () => {
        view = {
          ...SAVED,
          scim: {
            ...SAVED.scim,
            tokenPrefix: 'cwscim_Ab12Cd3',
            tokenCreatedAt: '2026-12-02T10:00:00.000Z',
          },
        };
        return { token: 'cwscim_secret', prefix: 'cwscim_Ab12Cd3', createdAt: '2026-12-02' };
      },
      'sso/revokeScimToken': () => {
        view = SAVED;
        return { ok: true };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SsoTab />);

    const section = within(await screen.findByRole('region', { name: 'Provisioning (SCIM)' }));
    expect(section.getByLabelText('SCIM base URL (Tenant URL)')).toHaveProperty(
      'value',
      'https://cw.example/scim/v2',
    );
    expect(section.getByText('No token yet: make one and enter it at your provider.')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Make token' }));
    const shown = await screen.findByRole('dialog', { name: 'SCIM token' });
    expect(within(shown).getByLabelText('Secret token')).toHaveProperty('value', 'cwscim_secret');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await section.findByText('Token cwscim_Ab12Cd3…, made 12/02/2026')).toBeTruthy();

    // Replacing asks first: Cancel makes no token.
    await user.click(await section.findByRole('button', { name: 'Replace token' }));
    const replace = await screen.findByRole('dialog', { name: 'Replace the SCIM token?' });
    await user.click(within(replace).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.path === 'sso/createScimToken')).toHaveLength(1);

    await user.click(await section.findByRole('button', { name: 'Revoke token' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke the SCIM token?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('SCIM token revoked.')).toBeTruthy();
    expect(await section.findByRole('button', { name: 'Make token' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'sso/revokeScimToken')).toHaveLength(1);
  });
});
