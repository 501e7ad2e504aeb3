import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIMITER_LABELS } from '@craftwork/domain/import/delimiter';
import { EXISTING_RECORD_MODE_LABELS, IMPORT_KIND_LABELS } from '@craftwork/domain/import/fields';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import importsEn from '../../../locales/en/imports.json';
import { CsvImportTab } from '../components/csv-import-tab';

const INSPECTION = {
  delimiter: 'semicolon',
  headers: ['Tytuł', 'Rodzaj'],
  rowCount: 3,
  sample: [
    ['Regał północny', 'Rusztowanie'],
    ['Regał południowy', 'Rusztowanie'],
  ],
  mapping: ['title', null],
  fields: [
    { key: 'title', label: 'Tytuł', required: true, type: 'text' },
    { key: 'craftType', label: 'Rodzaj robót', required: true, type: 'craftType' },
  ],
};

describe('the CSV import in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('keeps English as the domain words its kinds, delimiters and modes', () => {
    expect(importsEn.kinds).toEqual(IMPORT_KIND_LABELS);
    expect(importsEn.existing.modes).toEqual(EXISTING_RECORD_MODE_LABELS);
    const { label: _label, detected: _detected, ...delimiters } = importsEn.delimiters;
    expect(delimiters).toEqual(DELIMITER_LABELS);
  });

  it('reads the tab, the columns and the plural of rows from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({ 'csvImport/inspect': () => INSPECTION });
    const user = userEvent.setup();
    renderWithProviders(<CsvImportTab />);
    expect(screen.getByRole('heading', { name: 'Import z arkusza kalkulacyjnego' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Karty prac' })).toBeTruthy();
    await user.upload(
      screen.getByLabelText('Wybierz plik CSV'),
      new File(['Tytuł;Rodzaj\r\nRegał północny;Rusztowanie\r\n'], 'regały.csv', {
        type: 'text/csv',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'regały.csv: 3 wiersze' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Kolumny pliku' });
    expect(within(table).getByRole('combobox', { name: 'Pole dla Tytuł' }).textContent).toBe(
      'Tytuł (wymagane)',
    );
    expect(screen.getByRole('combobox', { name: 'Kolumny rozdzielone' }).textContent).toBe(
      'Średnik (;) (wykryto)',
    );
    expect(
      screen.getByText(
        'Dla każdego wymaganego pola wybierz kolumnę lub wartość dla wszystkich wierszy: Rodzaj robót.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sprawdź plik' })).toHaveProperty('disabled', true);
  });
});
