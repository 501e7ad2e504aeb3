import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders, testSite } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import type { TCalendarCard } from '../api/scheduling';
import { CalendarCard } from '../components/calendar-card';
import { SchedulingScreen } from '../components/scheduling-screen';

const card = (overrides: Partial<TCalendarCard>): TCalendarCard => ({
  id: 't-1',
  title: 'Rusztowanie przy kotle 3',
  craftRecordId: 'cr-1',
  craftRecordTitle: 'Kocioł 3',
  taskStatus: TASK_STATUS.AWAITING_SCHEDULE,
  taskType: 10,
  craftType: 10,
  locationId: null,
  locationTitle: null,
  assignedCompanyId: null,
  assignedCompanyName: null,
  urgent: false,
  nextOpportunity: false,
  timestampScheduled: null,
  createdBy: 'user-1',
  ...overrides,
});

describe('the scheduling screen in Polish', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("names the cards' statuses and the status filter's choices in Polish", async () => {
    const user = userEvent.setup();
    stubRpc({
      'scheduling/calendar': () => ({ tasks: [], truncated: false, companies: [] }),
      'scheduling/unscheduled': () => ({
        tasks: [
          card({}),
          card({
            id: 't-2',
            title: 'Demontaż przy zbiorniku',
            taskStatus: TASK_STATUS.AWAITING,
            urgent: true,
            nextOpportunity: true,
          }),
        ],
        truncated: false,
      }),
    });
    await switchLanguage('pl');
    renderWithProviders(<SchedulingScreen site={testSite()} userId="user-1" />);

    const waiting = await screen.findByRole('listitem', { name: 'Rusztowanie przy kotle 3' });
    expect(within(waiting).getByTestId('card-status').textContent).toBe('Oczekuje na termin');
    const urgent = screen.getByRole('listitem', { name: 'Demontaż przy zbiorniku' });
    expect(within(urgent).getByTestId('card-status').textContent).toBe('Oczekuje (pilne)');
    expect(
      within(urgent).getByRole('button', {
        name: /Demontaż przy zbiorniku · Oczekuje \(pilne\)/,
      }),
    ).toBeTruthy();

    // By keyboard: the calendar's own pointer handling needs a layout jsdom lacks.
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Wszystkie',
      'Zaplanowane',
      'Oczekuje',
      'W realizacji',
      'Zakończone',
    ]);
  });

  it("writes a card's time as the reader's language does: 15:05 in Polish, 3:05 PM in English", async () => {
    const start = new Date(2026, 10, 30, 15, 5);
    await switchLanguage('pl');
    const { unmount } = renderWithProviders(
      <CalendarCard card={card({})} start={start} onReschedule={() => undefined} />,
    );
    expect(screen.getByText('15:05')).toBeTruthy();
    expect(
      screen.getByTitle(/Rusztowanie przy kotle 3 · Oczekuje na termin · 15:05$/),
    ).toBeTruthy();
    unmount();
    await switchLanguage('en');
    renderWithProviders(
      <CalendarCard card={card({})} start={start} onReschedule={() => undefined} />,
    );
    expect(screen.getByText('3:05 PM')).toBeTruthy();
  });
});
