import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import AssignedTasksPage from '../assigned-tasks';
import { taskRow } from '../../../../features/lists/__tests__/rpc-stub';
import { switchLanguage } from '../../../../lib/i18n/i18n';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';

describe('/assigned-tasks in Polish', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it("writes the task table's headers, statuses, task types and dates in Polish", async () => {
    await switchLanguage('pl');
    stubRpc({
      'assignments/listMine': () => ({
        rows: [
          taskRow({
            title: 'Montaż - pomost P-22',
            taskStatus: 30,
            taskType: 10,
            timestampScheduled: '2026-12-02T22:30:00.000Z',
          }),
        ],
        total: 1,
      }),
    });
    const site = testSite({ customizations: { assignedToEnabled: true } });
    renderWithProviders(<AssignedTasksPage />, {
      queryClient: createTestQueryClient({ me: testMe(site) }),
    });
    const line = within(await screen.findByRole('row', { name: /Montaż - pomost P-22/ }));
    expect(line.getByText('Oczekuje')).toBeTruthy();
    expect(line.getByText('Montaż')).toBeTruthy();
    // 4:30 pm on the site's clock (Chicago), as Polish writes a date-time; not 12/02/2026 04:30 PM.
    expect(line.getByText('02.12.2026, 16:30')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Tytuł', 'Status', 'Typ zadania', 'Zaplanowano', 'Lokalizacja']),
    );
    expect(screen.queryByText('Awaiting')).toBeNull();
    expect(screen.queryByText('Installation')).toBeNull();
  });
});
