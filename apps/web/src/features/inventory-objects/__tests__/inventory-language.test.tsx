import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { StockTable } from '../components/stock-table';
import { objectPage } from './fixtures';

describe('quantities per location in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its headings and words from the Polish catalogue, and writes decimals the Polish way', async () => {
    await switchLanguage('pl');
    const stock = objectPage().stock.map((row, index) =>
      index === 0 ? { ...row, available: 2.5 } : row,
    );
    renderWithProviders(
      <StockTable stock={stock} lowQuantityThreshold={10} onSetThreshold={() => {}} />,
    );
    const table = screen.getByRole('table', { name: 'Ilości według lokalizacji' });
    expect(within(table).getByRole('columnheader', { name: 'Do odbioru' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '[Brak lokalizacji]' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Razem' })).toBeTruthy();
    expect(within(table).getByText('2,5')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Ustaw próg niskiego stanu w Yard A' }),
    ).toBeTruthy();
  });
});
