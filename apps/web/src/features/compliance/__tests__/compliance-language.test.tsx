import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import { ComplianceScreen } from '../components/compliance-screen';

const OVERDUE = [
  {
    recordId: 'r1',
    title: 'Pipe rack 4',
    tagNumber: 'S-101',
    locationTitle: 'Unit 2',
    lastInspectionAt: null,
    lastInspectionResult: null,
    daysSinceInspection: 30,
    dueAt: new Date('2026-03-01T12:00:00Z'),
    modified: true,
    openInspectionTaskId: null,
  },
];
const SUMMARY = {
  overdue: 1,
  idle: 0,
  standing: 5,
  settings: {
    inspectionIntervalDays: 7,
    idleDays: 14,
    idleCostCentsPerDay: 4500,
    requireCompetentPerson: false,
  },
  digest: { subscribed: false, canSubscribe: true },
};

describe('the Compliance screen in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('reads its tabs, columns and plural forms from the Polish catalogue', async () => {
    await switchLanguage('pl');
    stubRpc({
      'compliance/summary': () => SUMMARY,
      'compliance/overdue': () => OVERDUE,
      'compliance/idle': () => [],
      'compliance/createInspectionTasks': (input) => ({
        created: (input as { recordIds: string[] }).recordIds.map((recordId) => ({
          recordId,
          taskId: `t-${recordId}`,
        })),
        skipped: [],
      }),
    });
    renderWithProviders(<ComplianceScreen timeZone="UTC" waitingList={null} />, {
      path: '/compliance?tab=overdue',
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Zaległe inspekcje (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Czekają na rusztowanie' })).toBeTruthy();
    expect(
      screen.getByText(
        /^Odstęp między inspekcjami: 7 dni · Nieużywane po 14 dniach · 45,00\s(USD|US\$) za rusztowanie dziennie$/,
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Zaległe inspekcje' });
    expect(await within(table).findByText('Pipe rack 4 (tabliczka S-101)')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Dni od inspekcji' })).toBeTruthy();
    expect(within(table).getByText('Zmodyfikowane')).toBeTruthy();
    expect(within(table).getByText('01.03.2026')).toBeTruthy();

    await user.click(
      within(table).getByRole('button', {
        name: 'Utwórz zadanie inspekcji dla Pipe rack 4 (tabliczka S-101)',
      }),
    );
    await waitFor(() => expect(screen.getByText('Utworzono 1 zadanie inspekcji.')).toBeTruthy());
  });
});
