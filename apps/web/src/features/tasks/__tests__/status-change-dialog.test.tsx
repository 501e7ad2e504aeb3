import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { TaskDetailCard } from '../components/task-detail-card';
import { COMPANIES, stubRpc, taskDetail } from './rpc-stub';

const site = testSite({
  permissions: { canUpdateTasks: true, isPlantPersonnel: true },
  validTaskTypes: [10, 11, 12, 13, 14, 15],
});

describe('status change dialog', { timeout: 20_000 }, () => {
  it('drops "Please check the required field" as soon as the field is filled', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const user = userEvent.setup();
    renderWithProviders(
      <TaskDetailCard
        task={taskDetail({
          taskType: 13,
          title: 'Inspection - Pump P-22 deck',
          taskStatus: 40,
          offers: { nextStatuses: [90, 50] },
          detailFields: [
            {
              key: 'inspectionNotes',
              title: 'Inspection Notes',
              type: 'string',
              required: true,
              onTaskStatus: [90],
            },
          ],
        })}
        site={site}
        openTasksOnRecord={2}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    await user.click(screen.getByRole('button', { name: 'Set Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Complete' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please check the required field: Inspection Notes',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Inspection Notes/ }), 'Sound');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
