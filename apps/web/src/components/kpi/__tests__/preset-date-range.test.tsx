import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HISTORICAL_PRESETS, type TDatePreset } from '@craftwork/domain/kpis/presets';
import { renderWithProviders } from '../../../test/render';
import { PresetDateRange, type TDayRangeValue } from '../preset-date-range';

// On November 30 This Month and Last 30 Days are the same days, and This Month is first.
const NOV_30 = new Date('2026-11-30T15:00:00Z');
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

function Harness({ initialPreset }: { initialPreset?: TDatePreset }) {
  const [value, setValue] = useState<TDayRangeValue>(NOVEMBER);
  return (
    <PresetDateRange
      value={value}
      onChange={setValue}
      presets={HISTORICAL_PRESETS}
      timeZone="UTC"
      initialPreset={initialPreset}
    />
  );
}

describe('PresetDateRange', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOV_30, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("names the screen's default preset where another names the same days", () => {
    renderWithProviders(<Harness initialPreset="last30Days" />);
    expect(screen.getByRole('combobox', { name: 'Date range' }).textContent).toBe('Last 30 Days');
  });

  it('remembers the preset picked from the menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initialPreset="last30Days" />);
    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(screen.getByRole('option', { name: 'This Month' }));
    expect(screen.getByRole('combobox', { name: 'Date range' }).textContent).toBe('This Month');
  });
});
