import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TOKEN_MESSAGES } from '@craftwork/domain/integrations/tokens';
import { i18n } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { actsAsChoices, SELF } from '../components/acts-as';
import { ApiTokensTab } from '../components/api-tokens-tab';

const token = (over: Record<string, unknown>) => ({
  id: 't1',
  name: 'ERP sync',
  prefix: 'cw_abcd1234',
  scope: 'read',
  userId: 'u1',
  userName: 'Ada Admin',
  userEmail: 'ada@example.com',
  createdByName: 'Ada Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  revokedByName: null,
  status: 'active',
  ...over,
});
const TOKENS = [
  token({}),
  token({
    id: 't2',
    name: 'Old export',
    status: 'revoked',
    revokedAt: '2026-11-21T10:00:00.000Z',
    revokedByName: 'Ada Admin',
  }),
];
const MEMBERS = [
  { userId: 'u1', name: 'Ada Admin', email: 'ada@example.com', approved: true, isSelf: true },
  {
    userId: 'u2',
    name: 'Integration Bot',
    email: 'bot@example.com',
    approved: true,
    isSelf: false,
  },
  { userId: 'u3', name: 'Pending Pat', email: 'pat@example.com', approved: false, isSelf: false },
];
const CLEAR = 'cw_' + 'x'.repeat(43);

function stub(extra: Record<string, (input: unknown) => unknown> = {}) {
  return stubRpc({
    'apiTokens/list': () => TOKENS,
    'apiTokens/requests': () => ({ rows: [], total: 0 }),
    'users/list': () => MEMBERS,
    ...extra,
  });
}

describe('actsAsChoices', () => {
  it('offers "You" first, then the other approved members by name, never applicants', () => {
    expect(actsAsChoices(MEMBERS, i18n.getFixedT('en', 'integrations'))).toEqual([
      { value: SELF, label: 'You' },
      { value: 'u2', label: 'Integration Bot (bot@example.com)' },
    ]);
  });
});

describe('the API tokens tab', { timeout: 60_000 }, () => {
  it('lists the tokens with their status; only an active one can be revoked, after confirming', async () => {
    const calls = stub({ 'apiTokens/revoke': () => ({ ok: true }) });
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensTab />);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const active = within(list).getByRole('listitem', { name: 'ERP sync, Active' });
    const revoked = within(list).getByRole('listitem', { name: 'Old export, Revoked' });
    expect(within(active).getByText('Read only')).toBeTruthy();
    expect(within(active).getByText('cw_abcd1234…')).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: /revoke/i })).toBeNull();
    await user.click(within(active).getByRole('button', { name: 'Revoke ERP sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'apiTokens/revoke')?.input).toEqual({ tokenId: 't1' }),
    );
    expect(await screen.findByText(API_TOKEN_MESSAGES.revoked)).toBeTruthy();
  });

  it('creates a token and shows it once, with the warning', async () => {
    const calls = stub({
      'apiTokens/create': () => ({
        id: 't3',
        name: 'Nightly import',
        prefix: CLEAR.slice(0, 11),
        scope: 'write',
        expiresAt: '2027-02-23T08:00:00.000Z',
        token: CLEAR,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensTab />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText(API_TOKEN_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === 'apiTokens/create')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Nightly import');
    await user.click(within(form).getByRole('combobox', { name: 'Access' }));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(within(form).getByRole('combobox', { name: 'Acts as' }));
    expect(screen.queryByRole('option', { name: /Pending Pat/ })).toBeNull();
    await user.click(
      await screen.findByRole('option', { name: 'Integration Bot (bot@example.com)' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(calls.find((c) => c.path === 'apiTokens/create')?.input).toEqual({
      name: 'Nightly import',
      scope: 'write',
      expiresInDays: 90,
      actsAsUserId: 'u2',
    });
    expect(within(shown).getByRole('textbox', { name: /Token/ })).toHaveProperty('value', CLEAR);
    expect(within(shown).getByText(/It will not be shown again/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(CLEAR)).toBeNull());
  });

  it('says when there are no tokens and no requests yet', async () => {
    stubRpc({
      'apiTokens/list': () => [],
      'apiTokens/requests': () => ({ rows: [], total: 0 }),
    });
    renderWithProviders(<ApiTokensTab />);
    expect(await screen.findByText(/No API tokens yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/api/v1/docs',
    );
  });
});
