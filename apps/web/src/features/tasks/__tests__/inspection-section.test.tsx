import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTaskStatusCode } from '@craftwork/domain/catalogues/task-statuses';
import { INSPECTION_REPORT_MESSAGES } from '@craftwork/domain/compliance/inspection-report';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { TaskDetailCard } from '../components/task-detail-card';
import { statusChangeStep } from '../hooks/use-status-change';
import { COMPANIES, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, isPlantPersonnel: true },
  validTaskTypes: [10, 11, 12, 13, 14, 15],
});

const INSPECTION = {
  taskType: 13,
  title: 'Inspection - Pump P-22 deck',
  taskStatus: 30,
  craftRecordPersistence: 'keep' as const,
  offers: { nextStatuses: [90, 50] as TTaskStatusCode[] },
};

function renderCard(task = taskDetail(INSPECTION)) {
  const calls = stubRpc({
    'sites/listCompanies': () => COMPANIES,
    'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false, inventoryTransactions: 0 }),
  });
  renderWithProviders(<TaskDetailCard task={task} site={site} openTasksOnRecord={2} />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
  return { calls, user: userEvent.setup() };
}

async function openComplete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Set Complete' }));
  return screen.getByRole('dialog', { name: 'Set Complete' });
}

describe('the Inspection tab of the status dialog', { timeout: 60_000 }, () => {
  it('is asked when a scaffold inspection is completed, and Save opens it with its warnings', async () => {
    const { calls, user } = renderCard();
    const dialog = await openComplete(user);
    expect(within(dialog).getByRole('tab', { name: 'Inspection' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Inspection' });
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toContain(INSPECTION_REPORT_MESSAGES.resultRequired);
    expect(alert.textContent).toContain(INSPECTION_REPORT_MESSAGES.roleRequired);
    expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(false);
  });

  it('asks the restrictions only for a restricted result, then sends the report', async () => {
    const { calls, user } = renderCard();
    const dialog = await openComplete(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Inspection' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Inspection' });
    expect(within(panel).queryByRole('textbox', { name: /Restrictions of use/ })).toBeNull();
    await user.click(within(panel).getByRole('radio', { name: 'Safe to use with restrictions' }));
    await user.type(within(panel).getByRole('textbox', { name: /Inspector's role/ }), 'QA');
    await user.type(within(panel).getByRole('textbox', { name: /Risks found/ }), 'Gap');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert').textContent).toBe(
      INSPECTION_REPORT_MESSAGES.restrictionsRequired,
    );
    await user.type(within(panel).getByRole('textbox', { name: /Restrictions of use/ }), 'Top');
    expect(within(panel).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sent = calls.find((c) => c.path === 'tasks/setStatus');
    expect(sent?.input).toMatchObject({
      taskId: 'task-1',
      status: 90,
      inspection: {
        result: 'restricted',
        inspectorRole: 'QA',
        risksFound: 'Gap',
        actionTaken: '',
        furtherAction: '',
        restrictions: 'Top',
      },
    });
  });

  it('opens the dialog only for completing a scaffold inspection', () => {
    const step = (overrides: Parameters<typeof taskDetail>[0], to: number) =>
      statusChangeStep(taskDetail({ ...INSPECTION, ...overrides }), to, 2);
    expect(step({}, 90)).toBe('status-dialog');
    expect(step({}, 40)).toBe('save');
    expect(step({ craftType: 40 }, 90)).toBe('save');
    expect(step({ taskType: 10 }, 90)).toBe('save');
  });
});

describe('the inspection report on a completed task', { timeout: 20_000 }, () => {
  it('shows the result, restrictions, inspector and the PDF link', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'inspections/get': () => ({
        taskId: 'task-1',
        craftRecordId: 'rec-1',
        taskTitle: 'Inspection - Pump P-22 deck',
        recordTitle: 'Pump P-22 deck',
        tagNumber: 'SC-12',
        result: 'restricted',
        resultLabel: 'Safe to use with restrictions',
        forWhom: 'North Plant',
        location: 'Area 1',
        description: 'Pump P-22 deck',
        risksFound: '',
        actionTaken: '',
        furtherAction: '',
        restrictions: 'Top lift only',
        inspectorName: 'Pat Plant',
        inspectorRole: 'QA',
        inspectedAt: '2030-03-05T20:30:00.000Z',
        pdfPath: '/api/inspections/task-1/pdf',
      }),
    });
    renderWithProviders(
      <TaskDetailCard
        task={taskDetail({ ...INSPECTION, taskStatus: 90 })}
        site={site}
        openTasksOnRecord={1}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    const report = await screen.findByRole('region', { name: 'Inspection report' });
    expect(within(report).getByText('Safe to use with restrictions')).toBeTruthy();
    expect(within(report).getByText(/Top lift only/)).toBeTruthy();
    expect(within(report).getByText(/Inspected by Pat Plant \(QA\)/)).toBeTruthy();
    expect(
      within(report).getByRole('link', { name: 'Inspection report (PDF)' }).getAttribute('href'),
    ).toBe('/api/inspections/task-1/pdf');
  });
});
