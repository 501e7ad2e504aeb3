import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TTaskDetail } from '../api/get-task';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, RpcFailure, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, canDeleteTasks: true, isPlantPersonnel: true },
  validTaskTypes: [10, 11, 12, 13, 14, 15],
});

function renderCard(task: TTaskDetail, openTasksOnRecord = 1) {
  return renderWithProviders(
    <TaskDetailCard task={task} site={site} openTasksOnRecord={openTasksOnRecord} />,
    { queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

describe('task detail card', { timeout: 20_000 }, () => {
  it('hides Delete Task while the task is In Progress, and offers it while Awaiting', () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const inProgress = renderCard(taskDetail({ taskStatus: 40, offers: { canDelete: true } }));
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Task' })).toBeNull();
    inProgress.unmount();

    renderCard(taskDetail({ taskStatus: 30, offers: { canDelete: true } }));
    expect(screen.getByRole('button', { name: 'Delete Task' })).toBeTruthy();
  });

  it('asks before deleting, with the spec texts', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/deleteTask': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderCard(taskDetail({ taskStatus: 30 }));
    await user.click(screen.getByRole('button', { name: 'Delete Task' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Task?' });
    expect(within(dialog).getByText('This Task will be deleted. Continue?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/deleteTask')?.input).toEqual({
        refPath: 'siteKeys/PLANT1/tasks/task-1',
      }),
    );
    expect(await screen.findByText('Task deleted successfully.')).toBeTruthy();
  });

  it('hides Edit Date and Subscribe when the task is Complete', () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const open = renderCard(taskDetail({ taskStatus: 30 }));
    expect(screen.getByRole('button', { name: 'Edit Date' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    open.unmount();

    renderCard(
      taskDetail({
        taskStatus: 90,
        timestampTaskCompleted: '2030-03-16T15:30:00.000Z',
        offers: { canDelete: false },
      }),
    );
    expect(screen.getByText('Completed On')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Task' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Date' })).toBeNull();
    expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
  });

  it('shows the status with the urgent flag, the empty tabs, and events newest first', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const user = userEvent.setup();
    renderCard(
      taskDetail({
        urgent: true,
        assignedCompanyName: null,
        events: [
          {
            id: 'e2',
            eventType: 31,
            label: 'Task status updated',
            title: 'Awaiting → In Progress',
            taskStatus: 40,
            timestampCreated: '2030-03-15T14:05:00.000Z',
            createdByName: null,
          },
          {
            id: 'e1',
            eventType: 30,
            label: 'New task added',
            title: 'Installation - Pump P-22 deck',
            taskStatus: 30,
            timestampCreated: '2030-03-14T14:00:00.000Z',
            createdByName: 'Pat Foreman',
          },
        ],
      }),
    );
    expect(screen.getByText('Awaiting (Urgent)')).toBeTruthy();
    expect(screen.getByText('[Unavailable]')).toBeTruthy();
    expect(screen.getByText('There are no specific details for this Task')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Events (2)' }));
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Task status updated');
    expect(items[0]?.textContent).toContain('Mar 15 2030 09:05am');
    expect(items[0]?.textContent).toContain('[Unavailable]');
    expect(items[1]?.textContent).toContain('Pat Foreman');
  });

  it('shows No events for this Task when there are none', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const user = userEvent.setup();
    renderCard(taskDetail());
    await user.click(screen.getByRole('tab', { name: 'Events (0)' }));
    expect(screen.getByText('No events for this Task')).toBeTruthy();
  });

  it('subscribes and says so', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/subscribe': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderCard(taskDetail({ subscribed: false }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You will receive notifications from this task.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'tasks/subscribe')?.input).toEqual({ taskId: 'task-1' });
  });
});

describe('edit task drawer', { timeout: 20_000 }, () => {
  it('sends only the details that changed', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/edit': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderCard(
      taskDetail({
        detailFields: [
          { key: 'crew', title: 'Crew Size', type: 'number' },
          { key: 'scope', title: 'Scope', type: 'string' },
        ],
        taskSpecificDetails: { crew: 3 },
      }),
    );
    expect(screen.getByText('Crew Size')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Task' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).queryByLabelText(/Timestamp Task Completed/)).toBeNull();
    await user.type(within(drawer).getByRole('textbox', { name: 'Scope' }), 'East side');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/edit')?.input).toEqual({
        taskId: 'task-1',
        assignedCompanyId: 'co-apex',
        additionalNotes: 'Deck scaffold, 3 lifts',
        taskSpecificDetails: { scope: 'East side' },
      }),
    );
    expect(await screen.findByText('Task updated successfully.')).toBeTruthy();
  });
});

describe('status change', { timeout: 20_000 }, () => {
  const painting = (openOverrides: Partial<TTaskDetail> = {}) =>
    taskDetail({
      craftType: 30,
      taskType: 60,
      title: 'Painting - Handrail recoat',
      assignedCompanyId: 'co-bright',
      assignedCompanyName: 'Brightline Coatings',
      taskStatus: 40,
      craftRecordPersistence: 'prompt',
      offers: { nextStatuses: [90, 50], allStatuses: [90, 50] },
      ...openOverrides,
    });

  it('asks Keep Open / Close when completing the last open task of a prompting record', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: true }),
    });
    const user = userEvent.setup();
    renderCard(painting(), 1);

    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    expect(within(dialog).getByRole('tab', { name: 'Task Details' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Keep Open' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please select a craft record persistence option',
    );
    expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        persistenceChoice: 'close',
      }),
    );
    expect(await screen.findByText('Task status changed successfully.')).toBeTruthy();
  });

  it('saves directly when other tasks of the record are still open', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false }),
    });
    const user = userEvent.setup();
    renderCard(painting(), 2);
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
      }),
    );
  });

  it('asks Keep Open / Close when the server refuses with the keep-or-close reason', async () => {
    const persistence = 'Please select a craft record persistence option';
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': (input) => {
        if ((input as { persistenceChoice?: string }).persistenceChoice)
          return { nextTaskId: null, recordClosed: false };
        throw new RpcFailure('BAD_REQUEST', 400, persistence, { reason: 'KEEP_OR_CLOSE' });
      },
    });
    const user = userEvent.setup();
    // The page counts two open tasks; the other one is hidden from this user.
    renderCard(painting(), 2);
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Complete' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'tasks/setStatus').at(-1)?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        persistenceChoice: 'keep',
      }),
    );
  });

  it('shows a refusal without that reason as a message, even with the same text', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => {
        throw new RpcFailure('BAD_REQUEST', 400, 'Please select a craft record persistence option');
      },
    });
    const user = userEvent.setup();
    renderCard(painting(), 2);
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    expect(await screen.findByText('Please select a craft record persistence option')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the required detail fields tied to the new status', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false }),
    });
    const user = userEvent.setup();
    renderCard(
      painting({
        craftRecordPersistence: 'keep',
        detailFields: [
          {
            key: 'coats',
            title: 'Coats Applied',
            type: 'number',
            required: true,
            onTaskStatus: [90],
          },
        ],
      }),
      2,
    );
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    expect(within(dialog).queryByRole('radio', { name: 'Keep Open' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please check the required field: Coats Applied',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Coats Applied/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        details: { coats: 2 },
      }),
    );
  });

  it('offers the next task on completion, and needs a company for it', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: 'task-2', recordClosed: false }),
    });
    const user = userEvent.setup();
    renderCard(
      taskDetail({
        taskStatus: 40,
        assignedCompanyId: null,
        assignedCompanyName: null,
        offers: {
          nextStatuses: [90, 50],
          allStatuses: [90, 50],
          nextTaskQuestion: 'Would you like to create the next task for Modification?',
        },
      }),
      3,
    );
    await screen.findByRole('button', { name: 'Set Complete' });
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Task' });
    const box = within(dialog).getByRole('checkbox', {
      name: 'Would you like to create the next task for Modification?',
    });
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Assigned Company is required')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select an assigned company');

    await user.click(within(dialog).getByRole('combobox', { name: /Assigned Company/ }));
    // Only the companies supporting Scaffolding are offered.
    expect(screen.getByRole('option', { name: 'Summit Access' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Brightline Coatings' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Apex Scaffold Services' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Add a lift');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        nextTask: { create: true, assignedCompanyId: 'co-apex', notes: 'Add a lift' },
      }),
    );
  });

  it('offers the Route Awaiting statuses in a menu, and asks before Set Removed', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false }),
    });
    const user = userEvent.setup();
    renderCard(
      taskDetail({ taskStatus: 30, offers: { nextStatuses: [40], allStatuses: [40, 90, 99] } }),
      2,
    );
    expect(screen.getByRole('button', { name: 'Set In Progress' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Other Statuses' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Set Complete', 'Set Removed']);
    await user.click(screen.getByRole('menuitem', { name: 'Set Removed' }));
    // Removing takes the task out of the work: asked first, naming the task.
    const confirm = screen.getByRole('dialog', { name: 'Remove Task?' });
    expect(
      within(confirm).getByText(/^Installation - Pump P-22 deck will be removed/),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'tasks/setStatus')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 99,
      }),
    );
  });

  it('shows the server message when the change is refused', async () => {
    const { RpcFailure } = await import('./rpc-stub');
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => {
        throw new RpcFailure('FORBIDDEN', 403, 'User does not have necessary permissions.');
      },
    });
    const user = userEvent.setup();
    renderCard(taskDetail({ taskStatus: 30, offers: { nextStatuses: [40], allStatuses: [40] } }));
    await user.click(screen.getByRole('button', { name: 'Set In Progress' }));
    expect(await screen.findByText('User does not have necessary permissions.')).toBeTruthy();
  });

  it('asks RETURNED or NEEDS PICKUP when a scaffolding removal completes', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: true }),
    });
    const user = userEvent.setup();
    renderCard(
      taskDetail({
        taskType: 12,
        title: 'Removal - Pump P-22 deck',
        taskStatus: 40,
        offers: { nextStatuses: [90, 50], nextTaskQuestion: null },
      }),
      2,
    );
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    await user.click(within(dialog).getByRole('tab', { name: 'Material Pickup' }));
    const choice = within(dialog).getByRole('radiogroup', { name: 'Material Pickup' });
    expect(within(choice).getByRole('radio', { name: 'NEEDS PICKUP' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('list', { name: 'Sample material list' })).toBeTruthy();
    await user.click(within(choice).getByRole('radio', { name: 'RETURNED' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        materialPickup: 'returned',
      }),
    );
  });

  it('shows the Material Pickup answer among the details', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    renderCard(taskDetail({ taskType: 12, taskStatus: 90, materialPickup: 'pickup' }));
    expect(screen.getByText('Material Pickup')).toBeTruthy();
    expect(screen.getByText('NEEDS PICKUP')).toBeTruthy();
  });

  it('picks users for uid fields in the Select User dialog', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'sites/getVisibleCompaniesAndUsers': () => ({
        code: 200,
        data: {
          companies: [],
          users: {
            'u-pat': {
              displayName: 'Pat Plant',
              email: 'plant@example.test',
              userPhotoUrl: null,
              companyId: null,
              companyName: null,
            },
            'u-casey': {
              displayName: 'Casey Apex',
              email: 'casey@example.test',
              userPhotoUrl: null,
              companyId: 'co-apex',
              companyName: 'Apex Scaffold Services',
            },
            'u-frankie': {
              displayName: 'Frankie Foreman',
              email: 'frankie@example.test',
              userPhotoUrl: null,
              companyId: 'co-apex',
              companyName: 'Apex Scaffold Services',
            },
          },
        },
      }),
      'tasks/setStatus': () => ({ nextTaskId: null, recordClosed: false }),
    });
    const user = userEvent.setup();
    renderCard(
      // A mobile equipment inspection: no scaffold inspection report is asked with it.
      taskDetail({
        craftType: 50,
        taskType: 13,
        title: 'Inspection - Pump P-22 deck',
        taskStatus: 40,
        offers: { nextStatuses: [90, 50] },
        detailFields: [
          {
            key: 'inspectedBy',
            title: 'Inspected By',
            type: 'uid',
            required: true,
            onTaskStatus: [90],
          },
          { key: 'witnesses', title: 'Witnesses', type: 'multiple-uid', onTaskStatus: [90] },
        ],
      }),
      2,
    );
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please check the required field: Inspected By',
    );

    // One user: a click picks and closes.
    await user.click(within(dialog).getByRole('button', { name: 'Choose Inspected By' }));
    const picker = screen.getByRole('dialog', { name: 'Select User' });
    await user.type(within(picker).getByRole('searchbox', { name: 'Search User...' }), 'apex cas');
    expect(within(picker).queryByText('Pat Plant')).toBeNull();
    expect(within(picker).getByText('Apex Scaffold Services')).toBeTruthy();
    expect(within(picker).getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: /^Casey Apex/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).toBeNull());
    expect(await within(dialog).findByRole('textbox', { name: /Inspected By/ })).toHaveProperty(
      'value',
      'Casey Apex',
    );

    // Several users: checkboxes, then Save.
    await user.click(within(dialog).getByRole('button', { name: 'Choose Witnesses' }));
    const multi = screen.getByRole('dialog', { name: 'Select User' });
    await user.click(within(multi).getByRole('checkbox', { name: /^Pat Plant/ }));
    await user.click(within(multi).getByRole('checkbox', { name: /^Frankie Foreman/ }));
    await user.click(within(multi).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).toBeNull());
    expect(await within(dialog).findByRole('textbox', { name: 'Witnesses' })).toHaveProperty(
      'value',
      'Pat Plant, Frankie Foreman',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/setStatus')?.input).toEqual({
        taskId: 'task-1',
        status: 90,
        details: { inspectedBy: 'u-casey', witnesses: ['u-pat', 'u-frankie'] },
      }),
    );
  });
});
