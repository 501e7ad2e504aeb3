import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ASSIGNMENT_MESSAGES } from '@craftwork/domain/assignments/schemas';
import AssignedTasksPage from '../assigned-tasks';
import { taskRow } from '../../../../features/lists/__tests__/rpc-stub';
import {
  createTestQueryClient,
  renderWithProviders,
  testMe,
  testSite,
} from '../../../../test/render';
import { stubRpc } from '../../../../test/rpc-stub';

function renderPage(assignedToEnabled: boolean) {
  const site = testSite({ customizations: { assignedToEnabled } });
  return renderWithProviders(<AssignedTasksPage />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

let downloads: string[] = [];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

describe('/assigned-tasks', { timeout: 20_000 }, () => {
  it('lists my assigned tasks in the task table, searches and exports them', async () => {
    const calls = stubRpc({
      'assignments/listMine': () => ({
        rows: [taskRow({ title: 'Installation - Pump P-22 deck' })],
        total: 1,
      }),
      'assignments/exportMine': () => ({
        filename: 'Assigned Tasks - 03-05-2030.csv',
        csv: 'id\r\n',
        rows: 1,
      }),
    });
    renderPage(true);
    expect(await screen.findByText('Installation - Pump P-22 deck')).toBeTruthy();
    expect(calls.find((c) => c.path === 'assignments/listMine')?.input).toMatchObject({
      search: '',
      sort: { field: 'timestampCreated', direction: 'desc' },
    });
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(exportButton).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Tasks' }), {
      target: { value: 'P-22' },
    });
    fireEvent.click(exportButton);
    await waitFor(() => expect(downloads).toEqual(['Assigned Tasks - 03-05-2030.csv']));
    expect(calls.find((c) => c.path === 'assignments/exportMine')?.input).toMatchObject({
      search: 'P-22',
    });
  });

  it('says so on a site without Assigned tasks, asking nothing', () => {
    const calls = stubRpc({});
    renderPage(false);
    expect(screen.getByText(ASSIGNMENT_MESSAGES.disabled)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
