import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders, testMe } from '../../../test/render';
import { SiteAccessCard } from '../components/site-access-card';

describe('the site access card in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its heading, hint and actions from the Polish catalogue', async () => {
    await switchLanguage('pl');
    renderWithProviders(<SiteAccessCard me={testMe(null)} />);
    expect(screen.getByRole('heading', { name: 'Brak domyślnego zakładu' })).toBeTruthy();
    expect(
      screen.getByText(
        'Poproś o dostęp do zakładu, podając klucz zakładu otrzymany od jego administratora.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj klucz zakładu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moje zakłady' })).toBeTruthy();
  });

  it('shows a pending site key after its Polish label', async () => {
    await switchLanguage('pl');
    const me = testMe(null);
    const pending = { siteKey: 'PLANT9', name: 'South Plant', approved: false };
    renderWithProviders(<SiteAccessCard me={{ ...me, sites: [pending], defaultSite: pending }} />);
    expect(
      screen.getByRole('heading', { name: 'Oczekuje na zatwierdzenie przez administratora' }),
    ).toBeTruthy();
    expect(screen.getByText('PLANT9').parentElement?.textContent).toBe('Klucz zakładu: PLANT9');
  });
});
