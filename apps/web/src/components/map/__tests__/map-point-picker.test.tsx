import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { MapPointPicker } from '../map-point-picker';

const SITE = { lat: 29.7, lng: -95.2 };

describe('map point picker in Polish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the map, its pin and its buttons in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <MapPointPicker kind="place" point={SITE} fallback={SITE} onPick={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Mapa do wyboru miejsca' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Umieść pinezkę na środku mapy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń miejsce' })).toBeTruthy();
    expect(screen.getByTitle('Pinezka miejsca')).toBeTruthy();
    expect(
      screen.getByText('Kliknij mapę lub przeciągnij pinezkę, aby wskazać miejsce.'),
    ).toBeTruthy();
  });

  it('names the location picker in Polish', async () => {
    await switchLanguage('pl');
    renderWithProviders(
      <MapPointPicker kind="location" point={SITE} fallback={SITE} onPick={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Mapa do wyboru lokalizacji' })).toBeTruthy();
    expect(screen.getByTitle('Pinezka lokalizacji')).toBeTruthy();
  });
});
