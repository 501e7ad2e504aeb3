import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HISTORICAL_PRESETS } from '@craftwork/domain/kpis/presets';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PresetDateRange, type TDayRangeValue } from '../preset-date-range';

function Harness() {
  const [value, setValue] = useState<TDayRangeValue>({ from: '2026-11-01', to: '2026-11-30' });
  return (
    <PresetDateRange
      value={value}
      onChange={setValue}
      presets={HISTORICAL_PRESETS}
      timeZone="UTC"
    />
  );
}

describe('PresetDateRange in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names the date fields' parts and their clear buttons in Polish", async () => {
    await switchLanguage('pl');
    renderWithProviders(<Harness />);
    const clear = await screen.findAllByRole('button', { name: 'Wyczyść' });
    expect(clear).toHaveLength(2);
    expect(screen.getAllByRole('spinbutton', { name: 'Miesiąc' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Month' })).toBeNull();
  });

  it('orders the date fields day, month, year, as Polish writes a date', async () => {
    await switchLanguage('pl');
    renderWithProviders(<Harness />);
    const [from] = await screen.findAllByRole('group', { name: 'Od' });
    const parts = within(from!).getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      'Dzień',
      'Miesiąc',
      'Rok',
    ]);
    expect(parts.map((part) => part.textContent)).toEqual(['01', '11', '2026']);
  });

  it("writes the calendar's month and week in Polish, weeks starting on Monday", async () => {
    const user = userEvent.setup();
    await switchLanguage('pl');
    renderWithProviders(<Harness />);
    const [openFrom] = await screen.findAllByRole('button', { name: /^Wybierz datę/ });
    await user.click(openFrom!);
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText('listopad 2026')).toBeTruthy();
    const days = calendar.querySelectorAll('[role="columnheader"]');
    expect(days[0]?.getAttribute('aria-label')).toBe('poniedziałek');
  });

  it('names the Arabic fields’ parts and buttons in Arabic, MUI X having no Arabic of its own', async () => {
    await switchLanguage('ar');
    renderWithProviders(<Harness />);
    expect(await screen.findAllByRole('button', { name: 'مسح' })).toHaveLength(2);
    const [from] = screen.getAllByRole('group', { name: 'من' });
    const parts = within(from!).getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      'اليوم',
      'الشهر',
      'السنة',
    ]);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    // The page's styles turn round once the mirroring cache has loaded; waiting for them also
    // keeps its module from loading after this file's document is gone.
    await waitFor(() =>
      expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull(),
    );
  });
});
