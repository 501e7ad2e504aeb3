import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TTaskDetail } from '../api/get-task';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, RpcFailure, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, canDeleteTasks: true, isPlantPersonnel: true },
  validTaskTypes: [10, 60],
});

const painting = (overrides: Partial<TTaskDetail> = {}) =>
  taskDetail({
    title: 'Painting - rack 12 steel',
    craftType: 30,
    taskType: 60,
    taskStatus: 30,
    offers: { nextStatuses: [40] },
    ...overrides,
  });

const SCAFFOLD = { id: 'rec-s', title: 'Rack 12 scaffold', tagNumber: 'WT-1', canOpen: true };
const NOT_INSTALLED = 'Not installed: the scaffold has not been handed over for use.';

function renderCard(task: TTaskDetail) {
  return renderWithProviders(<TaskDetailCard task={task} site={site} openTasksOnRecord={1} />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

describe('waiting for a scaffold on the task card', { timeout: 20_000 }, () => {
  it('shows the chip, the scaffold and the reason, and disables Set In Progress with why', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'scaffoldWaiting/forTask': () => ({
        scaffold: SCAFFOLD,
        reason: 'notInstalled',
        reasonText: NOT_INSTALLED,
        mayEdit: true,
      }),
    });
    renderCard(painting());
    expect(await screen.findByText('Waiting for scaffold')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rack 12 scaffold (Tag WT-1)' })).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Set In Progress' });
    expect(start).toHaveProperty('disabled', true);
    const describedBy = start.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      `This task is waiting for its scaffold: ${NOT_INSTALLED}`,
    );
  });

  it('offers a ready task its start, and no link control to those who may not edit', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'scaffoldWaiting/forTask': () => ({
        scaffold: { ...SCAFFOLD, canOpen: false },
        reason: null,
        reasonText: null,
        mayEdit: false,
      }),
    });
    renderCard(painting());
    expect(await screen.findByText(/Rack 12 scaffold \(Tag WT-1\)/)).toBeTruthy();
    expect(screen.queryByText('Waiting for scaffold')).toBeNull();
    expect(screen.queryByRole('link', { name: /Rack 12 scaffold/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change scaffold' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set In Progress' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('links a scaffold picked in the dialog, and says when it cannot', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'scaffoldWaiting/forTask': () => ({
        scaffold: null,
        reason: null,
        reasonText: null,
        mayEdit: true,
      }),
      'scaffoldWaiting/candidates': () => [
        {
          id: 'rec-s',
          title: 'Rack 12 scaffold',
          tagNumber: 'WT-1',
          locationTitle: 'Dock 3',
          sameLocation: true,
          reason: 'notInstalled',
          reasonText: NOT_INSTALLED,
        },
      ],
      'scaffoldWaiting/setNeedsScaffold': () => {
        throw new RpcFailure('NOT_FOUND', 404, 'Not available');
      },
    });
    const user = userEvent.setup();
    renderCard(painting());
    await user.click(await screen.findByRole('button', { name: 'Needs scaffold' }));
    const dialog = screen.getByRole('dialog', { name: 'Needs scaffold' });
    const option = await within(dialog).findByRole('button', { name: /Rack 12 scaffold/ });
    expect(option.textContent).toContain('Dock 3');
    await user.click(option);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'scaffoldWaiting/setNeedsScaffold')?.input).toEqual({
        taskId: 'task-1',
        scaffoldRecordId: 'rec-s',
      }),
    );
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Needs scaffold' })).toBeTruthy();
  });
});
