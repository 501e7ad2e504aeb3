import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { USER_MESSAGES } from '@craftwork/domain/admin/users';
import { renderWithProviders } from '../../../test/render';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';
import type { TSiteUser } from '../api/users';
import { UserManagement } from '../components/user-management';
import { UserPermissions } from '../components/user-permissions';

const base: TSiteUser = {
  userId: 'u-1',
  name: 'Ann Lee',
  email: 'ann@acme.test',
  company: 'Acme',
  companyId: 'c-1',
  approved: true,
  role: 'Foreman',
  photoUrlThumb: null,
  appLastOpenedAt: '2026-03-05T20:30:00.000Z',
  appliedAt: '2026-03-01T10:00:00.000Z',
  isSelf: false,
  competentPerson: false,
};
const USERS: TSiteUser[] = [
  base,
  {
    ...base,
    userId: 'u-2',
    name: 'Bob Roe',
    email: 'bob@x.test',
    company: '',
    companyId: null,
    approved: false,
    role: 'Custom',
    appLastOpenedAt: null,
  },
];
const COMPANIES = [{ id: 'c-1', name: 'Acme', craftTypes: [10] }];

function renderList() {
  const calls = stubRpc({
    'users/list': () => USERS,
    'sites/listCompanies': () => COMPANIES,
    'users/approve': () => ({ ok: true }),
  });
  renderWithProviders(<UserManagement timeZone="America/Chicago" />);
  return { calls, user: userEvent.setup() };
}

describe('UserManagement', () => {
  it('shows applicants and members, with last app opened in the site time zone', async () => {
    renderList();
    const members = await screen.findByRole('list', { name: 'Site users' });
    expect(within(members).getByText('03/05/2026 02:30 PM')).toBeTruthy();
    const pending = screen.getByRole('list', { name: 'Users waiting for approval' });
    expect(within(pending).getByRole('heading', { name: 'Bob Roe' })).toBeTruthy();
  });

  it('filters and searches', async () => {
    const { user } = renderList();
    await screen.findByRole('list', { name: 'Site users' });
    await user.click(screen.getByRole('button', { name: /^Pending/ }));
    expect(screen.queryByRole('list', { name: 'Site users' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'acme');
    expect(screen.queryByRole('list', { name: 'Users waiting for approval' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
  });

  it('approves with a role and a company, after confirming', async () => {
    const { calls, user } = renderList();
    const pending = await screen.findByRole('list', { name: 'Users waiting for approval' });
    const approve = within(pending).getByRole('button', { name: 'Approve Bob Roe' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pending).getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Foreman' }));
    expect(within(pending).getByText(USER_MESSAGES.companyRequired)).toBeTruthy();
    await user.click(within(pending).getByRole('combobox', { name: 'Company' }));
    await user.click(screen.getByRole('option', { name: 'Acme' }));
    await user.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Approve user' });
    expect(dialog.textContent).toContain('Approve Bob Roe as Foreman of Acme?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'users/approve')?.input).toEqual({
        userId: 'u-2',
        preset: 'foreman',
        companyId: 'c-1',
      }),
    );
  });
});

describe('UserPermissions', () => {
  function renderPage(update: () => unknown = () => ({ ok: true })) {
    const calls = stubRpc({
      'users/get': () => ({
        ...base,
        permissions: PERMISSION_PRESETS.foreman,
        defaultLocationId: null,
      }),
      'sites/listCompanies': () => COMPANIES,
      'users/update': update,
      'inspections/setCompetentPerson': () => ({ competentPerson: true }),
    });
    renderWithProviders(
      <UserPermissions userId="u-1" locations={[{ id: 'l-1', title: 'North Unit' }]} />,
    );
    return { calls, user: userEvent.setup() };
  }

  it('a switch makes the role Custom, a preset sets the switches, Save sends the flags', async () => {
    const { calls, user } = renderPage();
    const route = await screen.findByRole('switch', { name: 'Route Awaiting' });
    expect((route as HTMLInputElement).checked).toBe(true);
    await user.click(route);
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Custom');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Plant User' }));
    expect(
      (screen.getByRole('switch', { name: 'Plant Employee' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((route as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'users/update')?.input).toEqual({
        userId: 'u-1',
        approved: true,
        flags: PERMISSION_PRESETS.plantUser,
        companyId: 'c-1',
        defaultLocationId: null,
      }),
    );
  });

  it('marks the user a competent person at once, without the form', async () => {
    const { calls, user } = renderPage();
    const competent = await screen.findByRole('switch', { name: 'Competent person' });
    expect((competent as HTMLInputElement).checked).toBe(false);
    await user.click(competent);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'inspections/setCompetentPerson')?.input).toEqual({
        userId: 'u-1',
        competent: true,
      }),
    );
    expect(calls.some((c) => c.path === 'users/update')).toBe(false);
  });

  it('shows the server refusal beside the form', async () => {
    const { user } = renderPage(() => {
      throw new RpcFailure('CONFLICT', 409, USER_MESSAGES.lastSiteAdmin);
    });
    await user.click(await screen.findByRole('switch', { name: 'Route Awaiting' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(USER_MESSAGES.lastSiteAdmin);
  });
});
