import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSchedulePicker } from '@craftwork/domain/tasks/scheduling';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { SchedulePicker } from '../schedule-picker';

const NOW = new Date('2030-03-10T15:00:00.000Z');

function Picker({ initial, allowPast = false }: { initial: TSchedulePicker; allowPast?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <SchedulePicker
      value={value}
      onChange={setValue}
      options={['urgent', 'awaitingSchedule', 'nextOpportunity']}
      timeZone="America/Chicago"
      allowPast={allowPast}
      idPrefix="test"
      now={NOW}
    />
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('schedule picker', () => {
  it('sums up the picked day and time, or the option', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker initial={{ day: null, time: '07:00', option: null }} />);
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.change(input('Date'), { target: { value: '2030-03-15' } });
    expect(screen.getByRole('status').textContent).toBe(
      'This task is being Scheduled for Mar 15 2030 07:00am',
    );

    fireEvent.change(input('Time'), { target: { value: '14:30' } });
    expect(screen.getByRole('status').textContent).toBe(
      'This task is being Scheduled for Mar 15 2030 02:30pm',
    );
    expect(screen.getByText('02:30 pm')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Urgent' }));
    expect(screen.getByRole('status').textContent).toBe('Marked as Urgent');
    await user.click(screen.getByRole('radio', { name: 'Next Opportunity' }));
    expect(screen.getByRole('status').textContent).toBe('Marked as Next Opportunity');
  });

  it('resets the time to 7:00 am when the day changes, and clears the option', () => {
    renderWithProviders(
      <Picker initial={{ day: '2030-03-15', time: '14:30', option: 'awaitingSchedule' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Marked as Awaiting Schedule');
    fireEvent.change(input('Date'), { target: { value: '2030-03-16' } });
    expect(input('Time').value).toBe('07:00');
    expect(
      (screen.getByRole('radio', { name: 'Awaiting Schedule' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      'This task is being Scheduled for Mar 16 2030 07:00am',
    );
  });

  it('blocks past days unless the site allows them', () => {
    const blocked = renderWithProviders(
      <Picker initial={{ day: null, time: '07:00', option: null }} />,
    );
    expect(input('Date').min).toBe('2030-03-10');
    fireEvent.change(input('Date'), { target: { value: '2030-03-01' } });
    expect(screen.getByText('Please pick today or a later day')).toBeTruthy();
    blocked.unmount();

    renderWithProviders(<Picker initial={{ day: null, time: '07:00', option: null }} allowPast />);
    expect(input('Date').min).toBe('');
  });
});

describe('schedule picker in Polish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('names the fields, the options and the summary in Polish', async () => {
    await switchLanguage('pl');
    const user = userEvent.setup();
    renderWithProviders(<Picker initial={{ day: null, time: '07:00', option: null }} />);
    expect(screen.getByText('Wybierz datę lub oznacz zadanie jedną z opcji.')).toBeTruthy();
    expect(screen.getByText('Lub oznacz zadanie jako')).toBeTruthy();

    fireEvent.change(input('Data'), { target: { value: '2030-03-01' } });
    expect(screen.getByText('Wybierz dzisiejszy lub późniejszy dzień')).toBeTruthy();
    fireEvent.change(input('Data'), { target: { value: '2030-03-15' } });
    expect(input('Godzina').value).toBe('07:00');
    // The day and time as Polish writes them, not the English timeline's Mar 15 2030 07:00am.
    expect(screen.getByRole('status').textContent).toBe(
      'Zadanie zostanie zaplanowane na 15 mar 2030, 7:00',
    );

    await user.click(screen.getByRole('radio', { name: 'Oczekuje na termin' }));
    expect(screen.getByRole('status').textContent).toBe('Oznaczone jako: Oczekuje na termin');
    expect(screen.getByRole('radio', { name: 'Pilne' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Najbliższa okazja' })).toBeTruthy();
  });
});
