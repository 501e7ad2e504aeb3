import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, testSite } from '../../../test/render';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { CustomerSiteBanner } from '../components/customer-site-banner';
import { CustomerSiteLinks } from '../components/customer-site-links';
import { WorkTypeSelect } from '../components/work-type-select';

describe('the frame in Polish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the work type filter and its every-type choice in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(<WorkTypeSelect validCraftTypes={[10, 20]} />, { path: '/home' });
    expect(screen.getByText('Rodzaj prac', { selector: 'label' })).toBeTruthy();
    expect(screen.getByRole('combobox').textContent).toBe('Wszystkie rodzaje prac');
  });

  it('sends a customer site elsewhere in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(<CustomerSiteBanner customerAppUrl="https://jobs.example.com/" />);
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText(/Jesteś w złym miejscu!/).textContent).toBe(
      'Jesteś w złym miejscu! Twój zakład jest skonfigurowany pod adresem jobs.example.com',
    );
    expect(within(banner).getByText(/Zaktualizuj swoje zakładki\./)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Przejdź tam' }).getAttribute('href')).toBe(
      'https://jobs.example.com/',
    );
  });

  it("lists a customer site's destinations under Polish names", async () => {
    await switchLanguage('pl');
    renderWithProviders(<CustomerSiteLinks site={testSite()} />, { path: '/home' });
    const nav = screen.getByRole('navigation', { name: 'Nawigacja zakładu' });
    const records = within(nav).getByRole('region', { name: 'Zlecenia robót' });
    expect(within(records).getByRole('link', { name: 'Rusztowania' })).toBeTruthy();
    expect(within(nav).queryByText('Scaffolding')).toBeNull();
  });
});
