import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { DrawerForm } from '../form-drawer';
import { NotAvailable } from '../not-available';
import { SelectUserDialog, UserPickerField } from '../select-user-dialog';
import { SnackbarProvider } from '../snackbar-provider';
import { showSnackbar } from '../snackbar-queue';

const USERS = [
  { id: 'u-1', displayName: 'Pat Rigger', companyName: 'Apex Scaffold Services' },
  { id: 'u-2', displayName: 'Sam Plant', companyName: null },
];

describe('shared pieces in Polish', () => {
  beforeEach(async () => {
    await switchLanguage('pl');
  });

  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names a drawer form's Close, Cancel and Save in Polish", async () => {
    renderWithProviders(
      <DrawerForm
        titleId="edit-title"
        title="Edytuj zlecenie robót"
        onSubmit={(event) => event.preventDefault()}
        onCancel={() => {}}
        onClose={() => {}}
        isPending={false}
      >
        <p>Pola</p>
      </DrawerForm>,
    );
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
  });

  it('says a screen is not available yet in Polish', async () => {
    renderWithProviders(<NotAvailable title="Raporty" />);
    expect(screen.getByRole('heading', { name: 'Raporty' })).toBeTruthy();
    expect(screen.getByText('Ten ekran nie jest jeszcze dostępny.')).toBeTruthy();
  });

  it('picks users in Polish', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SelectUserDialog
        open
        users={USERS}
        multiple
        selected={[]}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wybierz użytkownika' });
    expect(within(dialog).getByRole('list', { name: 'Użytkownicy' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toBeTruthy();
    const search = within(dialog).getByRole('searchbox', { name: 'Szukaj użytkownika...' });
    expect(search.getAttribute('placeholder')).toBe('Szukaj użytkownika...');
    await user.type(search, 'nikt');
    expect(within(dialog).getByText('Nie znaleziono użytkowników')).toBeTruthy();
  });

  it('closes the one-user picker in Polish', async () => {
    renderWithProviders(
      <SelectUserDialog
        open
        users={USERS}
        multiple={false}
        selected={[]}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });

  it("names a user field's buttons and a user out of sight in Polish", async () => {
    renderWithProviders(
      <UserPickerField
        id="supervisor"
        label="Nadzorca"
        multiple
        value={['u-1', 'u-gone']}
        required={false}
        users={USERS}
        onChange={() => {}}
      />,
    );
    expect((screen.getByLabelText('Nadzorca') as HTMLInputElement).value).toBe(
      'Pat Rigger, [Niedostępne]',
    );
    expect(screen.getByRole('button', { name: 'Wyczyść: Nadzorca' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wybierz: Nadzorca' })).toBeTruthy();
  });

  it("names a message's Close button in Polish", async () => {
    render(
      <SnackbarProvider>
        <p>Strona</p>
      </SnackbarProvider>,
    );
    act(() => {
      showSnackbar({ message: 'Zapisano.', variant: 'success' });
    });
    await screen.findByText('Zapisano.');
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });
});
