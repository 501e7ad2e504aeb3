import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import type { TTaskDetail } from '../api/get-task';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, stubRpc, taskDetail } from './rpc-stub';

const USERS = [
  {
    id: 'u-ann',
    displayName: 'Ann Apex',
    companyName: 'Apex Scaffold Services',
    userPhotoUrl: null,
  },
  {
    id: 'u-ben',
    displayName: 'Ben Plant',
    companyName: null,
    userPhotoUrl: '/api/user-photos/u-ben/thumb?v=1',
  },
];

function renderCard(task: TTaskDetail, assignedToEnabled = true) {
  const site = testSite({
    permissions: { canUpdateTasks: true, isPlantPersonnel: true },
    customizations: { assignedToEnabled },
  });
  return renderWithProviders(<TaskDetailCard task={task} site={site} openTasksOnRecord={1} />, {
    queryClient: createTestQueryClient({ me: testMe(site) }),
  });
}

describe('assigning a task from the task card', { timeout: 20_000 }, () => {
  it('shows the assignees and saves the users picked in Select User', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'assignments/assignableUsers': () => USERS,
      'assignments/setAssignees': () => ({ assigneeIds: ['u-ann', 'u-ben'] }),
    });
    const user = userEvent.setup();
    renderCard(taskDetail({ assignees: [{ userId: 'u-ann', name: 'Ann Apex', photoUrl: null }] }));
    expect(screen.getByText('Assigned To')).toBeTruthy();
    expect(screen.getByText('Ann Apex')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    // The current assignee comes ticked; the company name shows under each user.
    expect(within(dialog).getByRole('checkbox', { name: /Ann Apex/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByText('Apex Scaffold Services')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Ben Plant/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'assignments/setAssignees')?.input).toEqual({
        taskId: 'task-1',
        userIds: ['u-ann', 'u-ben'],
      }),
    );
    expect(await screen.findByText('Assignees saved.')).toBeTruthy();
  });

  it('cancels without saving', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'assignments/assignableUsers': () => USERS,
    });
    const user = userEvent.setup();
    renderCard(taskDetail());
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Ben Plant/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === 'assignments/setAssignees')).toBe(false);
  });

  it('offers no Assign to users who may not edit the task, nor on sites without Assigned tasks', () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const readOnly = renderCard(taskDetail({ offers: { canEdit: false } }));
    expect(screen.getByText('Assigned To')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    readOnly.unmount();
    renderCard(taskDetail(), false);
    expect(screen.queryByText('Assigned To')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
  });

  it('saves the assignees chosen in Edit Task with the task', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'assignments/assignableUsers': () => USERS,
      'assignments/setAssignees': () => ({ assigneeIds: ['u-ben'] }),
      'tasks/edit': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    renderCard(taskDetail());
    await user.click(screen.getByRole('button', { name: 'Edit Task' }));
    const drawer = await screen.findByRole('dialog', { name: /Edit Task/ });
    await user.click(within(drawer).getByRole('button', { name: 'Choose Assigned To' }));
    const picker = await screen.findByRole('dialog', { name: 'Select User' });
    await user.click(within(picker).getByRole('checkbox', { name: /Ben Plant/ }));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).toBeNull());
    expect(within(drawer).getByDisplayValue('Ben Plant')).toBeTruthy();
    // The picker's closing transition ends before the drawer is usable again.
    await user.click(await within(drawer).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'tasks/edit')).toBe(true));
    expect(calls.find((c) => c.path === 'assignments/setAssignees')?.input).toEqual({
      taskId: 'task-1',
      userIds: ['u-ben'],
    });
  });
});
