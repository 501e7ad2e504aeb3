import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import type { TSiteUser } from '../api/users';
import { UserManagement } from '../components/user-management';

const member = (userId: string, name: string, role: string): TSiteUser => ({
  userId,
  name,
  email: `${userId}@acme.test`,
  company: 'Acme',
  companyId: 'c-1',
  approved: true,
  role,
  photoUrlThumb: null,
  appLastOpenedAt: null,
  appliedAt: '2026-03-01T10:00:00.000Z',
  isSelf: false,
  competentPerson: false,
});

describe('User Management in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names each member's role in Polish, Custom included, and writes Last opened as Polish does", async () => {
    await switchLanguage('pl');
    // The members list names the role as the domain does (roleLabel): its English label.
    stubRpc({
      'users/list': () => [
        { ...member('u-1', 'Ann Lee', 'Site Admin'), appLastOpenedAt: '2026-12-02T22:30:00.000Z' },
        member('u-2', 'Bob Roe', 'Plant User'),
        member('u-3', 'Cy Poe', 'Foreman'),
        member('u-4', 'Di Kay', 'Custom'),
      ],
      'sites/listCompanies': () => [],
    });
    renderWithProviders(<UserManagement timeZone="America/Chicago" />);
    const members = await screen.findByRole('list', { name: 'Użytkownicy zakładu' });
    const roleOf = (name: string) => {
      const item = within(members).getByRole('heading', { name }).closest('li');
      if (!item) throw new Error(`no list item for ${name}`);
      return within(item);
    };
    expect(roleOf('Ann Lee').getByText('Administrator zakładu')).toBeTruthy();
    expect(roleOf('Bob Roe').getByText('Użytkownik zakładu')).toBeTruthy();
    expect(roleOf('Cy Poe').getByText('Brygadzista')).toBeTruthy();
    expect(roleOf('Di Kay').getByText('Własna')).toBeTruthy();
    // 4:30 pm on the site's clock (Chicago), as Polish writes a date-time; not 12/02/2026 04:30 PM.
    expect(roleOf('Ann Lee').getByText('02.12.2026, 16:30')).toBeTruthy();
    for (const english of ['Site Admin', 'Plant User', 'Foreman', 'Custom'])
      expect(within(members).queryByText(english)).toBeNull();
  });
});
