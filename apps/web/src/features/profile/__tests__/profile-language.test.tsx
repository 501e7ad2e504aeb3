import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { LocationsDialog } from '../components/locations-dialog';
import { PhoneDialog } from '../components/phone-dialog';

describe('the profile dialogs in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads the phone dialog from the Polish catalogue', async () => {
    await switchLanguage('pl');
    renderWithProviders(<PhoneDialog open phone="" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Telefon' });
    expect(within(dialog).getByText('To pole jest wymagane.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeTruthy();
  });

  it('reads the locations dialog from the Polish catalogue', async () => {
    await switchLanguage('pl');
    renderWithProviders(<LocationsDialog open locations={[]} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Obszary' });
    expect(within(dialog).getByText('Ten zakład nie ma jeszcze obszarów.')).toBeTruthy();
  });
});
