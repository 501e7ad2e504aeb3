import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { CompanyList } from '../components/company-list';

const COMPANIES = [
  {
    id: 'c1',
    name: 'Apex Scaffold',
    craftTypes: [10],
    logoUrl: null,
    mainPointOfContact: null,
    members: [
      { id: 'u2', displayName: 'Casey Apex', approved: true },
      { id: 'u3', displayName: 'Robin Applied', approved: false },
    ],
  },
];

describe('company management in Polish (admin catalogue)', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('shows the list, its headers and the member count in Polish', async () => {
    await switchLanguage('pl');
    stubRpc({ 'companies/list': () => COMPANIES });
    renderWithProviders(<CompanyList siteKey="PLANT1" validCraftTypes={[10]} />);
    const table = await screen.findByRole('table', { name: 'Firmy' });
    expect(screen.getByRole('button', { name: 'Nowa firma' })).toBeTruthy();
    expect(
      within(table).getByRole('columnheader', { name: 'Główna osoba kontaktowa' }),
    ).toBeTruthy();
    const row = within(table).getByRole('row', { name: /Apex Scaffold/ });
    expect(row.textContent).toContain('2 członków');
  });
});
