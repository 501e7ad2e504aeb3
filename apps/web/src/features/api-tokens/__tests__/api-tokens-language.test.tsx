import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ApiTokensTab } from '../components/api-tokens-tab';

const TOKEN = {
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
};

describe('the API tokens tab', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the tokens, their access and status from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({
      'apiTokens/list': () => [TOKEN],
      'apiTokens/requests': () => ({ rows: [], total: 0 }),
    });
    renderWithProviders(<ApiTokensTab />);
    const list = await screen.findByRole('list', { name: 'Tokeny API' });
    const token = within(list).getByRole('listitem', { name: 'ERP sync, Aktywny' });
    expect(within(token).getByText('Tylko odczyt')).toBeTruthy();
    expect(within(token).getByText('Działa jako')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utwórz token' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dokumentację API' })).toBeTruthy();
  });

  it('keeps its English introduction word for word', async () => {
    stubRpc({
      'apiTokens/list': () => [],
      'apiTokens/requests': () => ({ rows: [], total: 0 }),
    });
    renderWithProviders(<ApiTokensTab />);
    const link = await screen.findByRole('link', { name: 'API reference' });
    expect(link.parentElement?.textContent).toBe(
      `Other systems use the REST API at ${window.location.origin}/api/v1 with a token in the header Authorization: Bearer <token>. A token acts as its user, with that user’s permissions on this site. See the API reference.`,
    );
  });
});
