import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTaskStatusCode } from '@craftwork/domain/catalogues/task-statuses';
import type { TChecklistItem } from '@craftwork/domain/checklists/templates';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, canCreateTasks: true, isPlantPersonnel: true },
  validTaskTypes: [110],
});

const ITEMS: TChecklistItem[] = [
  { id: 'valve', kind: 'yesNo', label: 'Valve V-12 closed', required: true },
  {
    id: 'pressure',
    kind: 'number',
    label: 'Header pressure',
    required: true,
    min: 0,
    max: 10,
    unit: 'bar',
  },
  { id: 'remarks', kind: 'text', label: 'Remarks', required: false },
];

const TEMPLATE = {
  id: 't1',
  name: 'Pump bay round',
  description: '',
  items: ITEMS,
  taskTypes: [110],
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function renderCard(
  task: Parameters<typeof taskDetail>[0],
  forTask: unknown,
  extra: Record<string, (input: unknown) => unknown> = {},
) {
  const calls = stubRpc({
    'sites/listCompanies': () => COMPANIES,
    'checklists/forTask': () => forTask,
    'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false, inventoryTransactions: 0 }),
    ...extra,
  });
  renderWithProviders(
    <TaskDetailCard task={taskDetail(task)} site={site} openTasksOnRecord={2} />,
    {
      queryClient: createTestQueryClient({ me: testMe(site) }),
    },
  );
  return { calls, user: userEvent.setup() };
}

const ROUNDS = {
  craftType: 110,
  taskType: 110,
  title: 'Operator Rounds - Unit 2',
  taskStatus: 30,
  craftRecordPersistence: 'keep' as const,
  offers: { nextStatuses: [90, 50] as TTaskStatusCode[] },
};

describe('the Checklist tab of the status dialog', { timeout: 60_000 }, () => {
  it('refuses Save until the required items are answered, then sends the answers', async () => {
    const { calls, user } = renderCard(ROUNDS, {
      template: TEMPLATE,
      answers: null,
      canCreateCorrective: false,
    });
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    await within(dialog).findByRole('tab', { name: 'Checklist' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Checklist' });
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toContain('Valve V-12 closed: This item is required.');
    expect(alert.textContent).toContain('Header pressure: This item is required.');
    expect(alert.textContent).not.toContain('Remarks');
    expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(false);

    await user.click(within(panel).getByRole('radio', { name: 'No' }));
    await user.type(
      within(panel).getByRole('spinbutton', { name: /Header pressure \(bar\)/ }),
      '11',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert').textContent).toContain('The value must be at most 10.');
    const pressure = within(panel).getByRole('spinbutton', { name: /Header pressure \(bar\)/ });
    await user.clear(pressure);
    await user.type(pressure, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(true));
    const sent = calls.find((c) => c.path === 'tasks/setStatus')?.input as Record<string, unknown>;
    expect(sent.checklistAnswers).toEqual({ valve: false, pressure: 7.5, remarks: null });
  });

  it('is not asked when the task type has no checklist: Set Complete saves at once', async () => {
    const { calls } = renderCard(ROUNDS, {
      template: null,
      answers: null,
      canCreateCorrective: false,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set Complete' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Set Complete' })).toBeNull();
    const sent = calls.find((c) => c.path === 'tasks/setStatus')?.input as Record<string, unknown>;
    expect(sent).not.toHaveProperty('checklistAnswers');
  });
});

describe('the checklist answers on the task card', { timeout: 60_000 }, () => {
  it('names failed items in words and creates a corrective task for one', async () => {
    const { calls, user } = renderCard(
      { ...ROUNDS, taskStatus: 90, offers: { nextStatuses: [] } },
      {
        template: null,
        answers: {
          templateName: 'Pump bay round',
          items: ITEMS,
          answers: { valve: false, pressure: 7.5, remarks: 'Weeping gland' },
          answeredAt: '2026-11-24T18:00:00.000Z',
          answeredByName: 'Alex Admin',
          failedItemIds: ['valve'],
        },
        canCreateCorrective: true,
      },
      { 'checklists/createCorrectiveTask': () => ({ taskId: 'new' }) },
    );
    const section = await screen.findByRole('region', { name: 'Checklist: Pump bay round' });
    const valve = within(section).getAllByRole('listitem')[0]!;
    expect(valve.textContent).toContain('Failed');
    expect(valve.textContent).toContain('No');
    expect(within(section).getByText('7.5 bar')).toBeTruthy();
    await user.click(
      within(valve).getByRole('button', { name: 'Create corrective task for Valve V-12 closed' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'checklists/createCorrectiveTask')?.input).toEqual({
        taskId: expect.any(String),
        itemId: 'valve',
      }),
    );
    expect(
      await within(valve).findByRole('button', {
        name: 'Corrective task created for Valve V-12 closed',
      }),
    ).toHaveProperty('disabled', true);
  });
});
