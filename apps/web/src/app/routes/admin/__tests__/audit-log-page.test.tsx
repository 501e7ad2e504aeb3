import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import AuditLogPage from '../audit-log';
import type { TAuditRow } from '../../../../features/audit/api/audit';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';
import { stubMatchMedia } from '../../../../test/media';

const ROW: TAuditRow = {
  id: 'a-1',
  createdAt: '2025-03-05T20:30:00.000Z',
  actorName: 'Sam Admin',
  actorKind: 'user',
  area: 'users',
  action: 'approved',
  targetLabel: 'Anne Applicant',
  changes: ['Approved: No → Yes', 'Role: — → Foreman', 'approvedAt: — → 12/02/2026 04:30 PM'],
  changeParts: [
    { key: 'approved', before: { kind: 'no' }, after: { kind: 'yes' } },
    { key: 'preset', before: { kind: 'none' }, after: { kind: 'role', preset: 'foreman' } },
    {
      key: 'approvedAt',
      before: { kind: 'none' },
      after: { kind: 'instant', iso: '2026-12-02T22:30:00.000Z' },
    },
  ],
};

function renderPage(isSiteAdmin: boolean) {
  const site = testSite({ permissions: { isSiteAdmin } });
  return renderWithProviders(<AuditLogPage />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

describe('/admin/audit-log', { timeout: 20_000 }, () => {
  it('shows who, when, area, action, target and the changes, in the site’s time zone', async () => {
    stubRpc({ 'audit/list': () => ({ rows: [ROW], total: 1 }) });
    renderPage(true);
    expect(await screen.findByText('Anne Applicant')).toBeTruthy();
    expect(screen.getByText('Sam Admin')).toBeTruthy();
    expect(screen.getByText('03/05/2025 02:30 PM')).toBeTruthy();
    expect(screen.getByText('Users')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Approved: No → Yes')).toBeTruthy();
    expect(screen.getByText('Role: — → Foreman')).toBeTruthy();
    // An instant in a change as the lists write date-times, on the site's clock.
    expect(screen.getByText('approvedAt: — → 12/02/2026 04:30 PM')).toBeTruthy();
  });

  describe('on a phone', () => {
    // Only matchMedia goes back: the setup's fetch stub stays.
    const withoutPhone = window.matchMedia;
    afterEach(() => vi.stubGlobal('matchMedia', withoutPhone));

    it('shows each change on its own line of the card', async () => {
      stubMatchMedia(true);
      stubRpc({ 'audit/list': () => ({ rows: [ROW], total: 1 }) });
      renderPage(true);
      const card = within(await screen.findByRole('listitem'));
      expect(screen.queryByRole('grid')).toBeNull();
      const lines = [
        'Approved: No → Yes',
        'Role: — → Foreman',
        'approvedAt: — → 12/02/2026 04:30 PM',
      ].map((line) => card.getByText(line));
      expect(new Set(lines).size).toBe(3);
      expect(lines.every((line) => getComputedStyle(line).display === 'block')).toBe(true);
    });
  });

  it('filters by area and searches on the server', async () => {
    const calls = stubRpc({ 'audit/list': () => ({ rows: [], total: 0 }) });
    const user = userEvent.setup();
    renderPage(true);
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'Site settings' }));
    await waitFor(() => expect(calls.at(-1)?.input).toMatchObject({ area: 'siteSettings' }));
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'denver');
    await waitFor(() =>
      expect(calls.at(-1)?.input).toMatchObject({ area: 'siteSettings', search: 'denver' }),
    );
  });

  it('tells a member who is not a site admin they lack permissions, and asks nothing', async () => {
    const calls = stubRpc({ 'audit/list': () => ({ rows: [ROW], total: 1 }) });
    renderPage(false);
    expect(screen.getByText(MESSAGES.userLacksPermissions)).toBeTruthy();
    expect(calls.some((c) => c.path === 'audit/list')).toBe(false);
  });
});
