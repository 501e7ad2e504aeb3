import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../../test/render';
import { stubRpc } from '../../../test/rpc-stub';
import type { TCraftRecordListSlot } from '../components/create-task-wizard';
import { JobEntry } from '../components/job-entry';

const site = testSite({
  validCraftTypes: [10],
  validTaskTypes: TASK_TYPES.map((t) => t.code),
  validTaskStatusCodes: [10, 20, 30, 40, 90],
  customizations: { siteClassification: 'customers' },
  permissions: { canCreateTasks: true, canCreateCraftRecords: true, isPlantPersonnel: true },
});
const COMPANIES = [{ id: 'co-1', name: 'Apex Scaffold Services', craftTypes: [10] }];
const noList: TCraftRecordListSlot = () => null;

function renderJob(path: string) {
  const estimateId = new URL(path, 'http://x').searchParams.get('estimateId');
  return renderRoutes(
    [
      {
        path: '/create-customer-task',
        element: (
          <JobEntry
            site={site}
            customerSite
            customerRoute
            estimateId={estimateId}
            workTypeFilter={null}
            entry={null}
            renderCraftRecordList={noList}
          />
        ),
      },
      { path: '/work-record-and-tasks/:id', element: <p>Job page</p> },
    ],
    { path, queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('Create Job (/create-customer-task)', { timeout: 60_000 }, () => {
  it('creates a customer with a location first, then saves the Job for it', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'customers/pick': () => [],
      'customers/createForJob': () => ({ customerId: 'cu-1', customerLocationId: 'cl-1' }),
      'tasks/create': () => ({ craftRecordId: 'rec-9', taskId: 'task-7', taskStatus: 20 }),
    });
    const user = userEvent.setup();
    const { router } = renderJob('/create-customer-task');

    expect(await heading('Customer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(TASK_MESSAGES.selectCustomer)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Harbor Bakery');
    await user.type(
      screen.getByRole('textbox', { name: 'Location address' }),
      '12 Dock St, Galveston, TX 77550',
    );
    await user.click(screen.getByRole('button', { name: 'Create customer' }));

    expect(await screen.findByText('Customer: Harbor Bakery')).toBeTruthy();
    expect(screen.getByText('12 Dock St, Galveston, TX 77550')).toBeTruthy();
    await heading('Craft Type');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Installation' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Location');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Job Info');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Porch rail');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Schedule Date');
    await user.click(screen.getByRole('radio', { name: 'Urgent' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Task Info');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/work-record-and-tasks/rec-9'),
    );
    expect(calls.find((c) => c.path === 'customers/createForJob')?.input).toMatchObject({
      customer: { name: 'Harbor Bakery' },
      location: { fullAddress: '12 Dock St, Galveston, TX 77550' },
    });
    expect(calls.find((c) => c.path === 'tasks/create')?.input).toMatchObject({
      newRecord: { title: 'Porch rail' },
      customerId: 'cu-1',
      customerLocationId: 'cl-1',
    });
  });

  it('asks for a location of a picked customer with several', async () => {
    stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'customers/pick': () => [
        {
          id: 'cu-2',
          name: 'Bayside Clinic',
          isTaxExempt: false,
          locations: [
            { id: 'cl-a', fullAddress: '1 Main St', latitude: null, longitude: null },
            { id: 'cl-b', fullAddress: '9 Bay Rd', latitude: null, longitude: null },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    renderJob('/create-customer-task');
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Bayside Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(TASK_MESSAGES.customerLocationRequired)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: '9 Bay Rd' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer: Bayside Clinic')).toBeTruthy();
    expect(screen.getByText('9 Bay Rd')).toBeTruthy();

    // Changing the location keeps the step the wizard was at.
    await heading('Craft Type');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Task Type');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await heading('Customer');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: '1 Main St' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1 Main St')).toBeTruthy();
    expect(await heading('Task Type')).toBeTruthy();
  });

  it('starts from an estimate: its customer, title and lines, and links the task to it', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'estimates/get': () => ({
        id: 'est-1',
        number: 'EST-0004',
        title: 'Porch scaffold',
        notes: '',
        craftType: 10,
        customerId: 'cu-3',
        customerName: 'Harbor Bakery',
        customerLocationId: 'cl-3',
        customerLocationAddress: '12 Dock St',
        lines: [
          {
            id: 'l1',
            position: 0,
            pricebookItemId: null,
            name: 'Scaffold rental',
            description: '',
            unit: 'day',
            quantityMilli: 5000,
            unitPriceCents: 4500,
            discountCents: 0,
            taxable: true,
            amountCents: 22500,
          },
        ],
      }),
      'tasks/create': () => ({ craftRecordId: 'rec-4', taskId: 'task-4', taskStatus: 20 }),
    });
    const user = userEvent.setup();
    const { router } = renderJob('/create-customer-task?estimateId=est-1');
    expect(await screen.findByText('Customer: Harbor Bakery')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    await heading('Craft Type');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Installation' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await heading('Job Info');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Porch scaffold',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      '- 5 day Scaffold rental',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Urgent' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Task Info');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/work-record-and-tasks/rec-4'),
    );
    expect(calls.find((c) => c.path === 'tasks/create')?.input).toMatchObject({
      customerId: 'cu-3',
      customerLocationId: 'cl-3',
      estimateId: 'est-1',
      title: 'Installation - Porch scaffold',
      description: '- 5 day Scaffold rental',
    });
  });
});
