import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../../test/render';
import { CreateTaskWizard, type TCraftRecordListSlot } from '../components/create-task-wizard';
import { PAST_DAY_MESSAGE } from '../utils/wizard-form';
import { pngFile } from '../../../test/files';
import { RpcFailure, stubRpc } from '../../../test/rpc-stub';

const ALL_TASK_TYPES = TASK_TYPES.map((t) => t.code);

const site = (overrides: Parameters<typeof testSite>[0] = {}) =>
  testSite({
    validCraftTypes: [10, 15],
    validTaskTypes: ALL_TASK_TYPES,
    validTaskStatusCodes: [10, 20, 30, 40, 90],
    locations: [
      {
        id: 'loc-1',
        title: 'Dock 3',
        department: 'Operations',
        latitude: null,
        longitude: null,
        selected: true,
      },
    ],
    permissions: { canCreateTasks: true, canCreateCraftRecords: true, isPlantPersonnel: true },
    ...overrides,
  });

const COMPANIES = [{ id: 'co-1', name: 'Apex Scaffold Services', craftTypes: [10, 15, 20] }];

/** The embedded list, as a plain list of buttons: choosing one hands the record back. */
const recordList: TCraftRecordListSlot = ({ craftType, onSelect }) => (
  <button
    type="button"
    onClick={() =>
      onSelect({
        id: 'rec-9',
        title: 'Pump P-22 deck',
        craftType,
        locationId: 'loc-1',
        locationTitle: 'Dock 3',
      })
    }
  >
    Pump P-22 deck
  </button>
);

function renderWizard({
  s = site(),
  path = '/create-task',
  workTypeFilter = null,
}: { s?: ReturnType<typeof site>; path?: string; workTypeFilter?: number | null } = {}) {
  const element = (entry: { craftType: number; craftRecordId: string } | null) => (
    <CreateTaskWizard
      site={s}
      customerSite={false}
      workTypeFilter={workTypeFilter}
      entry={entry}
      renderCraftRecordList={recordList}
    />
  );
  return renderRoutes(
    [
      { path: '/create-task', element: element(null) },
      {
        path: '/create-task/10/rec-1',
        element: element({ craftType: 10, craftRecordId: 'rec-1' }),
      },
      { path: '/craft-record/:id/:taskId?', element: <p>Record page</p> },
    ],
    { path, queryClient: createTestQueryClient({ me: testMe(s) }) },
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
// The wizard shows once the companies (which decide the craft types offered) have loaded.
const next = async () =>
  userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('create task wizard', { timeout: 30_000 }, () => {
  it('skips to the task type from a craft record and offers no Installation', async () => {
    stubRpc({
      'craftRecords/get': () => ({
        id: 'rec-1',
        title: 'Tower T-4 ring scaffold',
        craftType: 10,
        locationId: 'loc-1',
        locationTitle: 'Dock 3',
      }),
      'sites/listCompanies': () => COMPANIES,
    });
    renderWizard({ path: '/create-task/10/rec-1' });

    expect(await stepHeading('Task Type')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Task type' });
    const offered = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(offered).toEqual(['Modification', 'Removal', 'Inspection', 'Material Pickup', 'Audit']);
    expect(within(group).queryByRole('radio', { name: 'Installation' })).toBeNull();
    expect(screen.getByText(/Craft Record: Tower T-4 ring scaffold/)).toBeTruthy();

    // Without a choice, the step says what is missing.
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(TASK_MESSAGES.selectTaskType);
    await userEvent.setup().click(within(group).getByRole('radio', { name: 'Removal' }));
    await next();
    expect(await stepHeading('Schedule Date')).toBeTruthy();
  });

  it('auto-selects the only task type of the craft type', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    renderWizard({ s: site({ validCraftTypes: [20, 10] }) });

    expect(await stepHeading('Craft Type')).toBeTruthy();
    // The first valid craft type is the default when the work-type filter is all.
    expect(screen.getByRole('radio', { name: 'Waterblasting' })).toHaveProperty('checked', true);
    await next();
    expect(await stepHeading('Task Type')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Waterblasting' })).toHaveProperty('checked', true);
  });

  it('offers a contractor only the craft types their company supports', async () => {
    stubRpc({
      'sites/listCompanies': () => [
        { id: 'co-1', name: 'Apex Scaffold Services', craftTypes: [10] },
      ],
    });
    renderWizard({
      s: site({
        validCraftTypes: [30, 10],
        permissions: { canCreateTasks: true, canCreateCraftRecords: true },
      }),
    });
    expect(await stepHeading('Craft Type')).toBeTruthy();
    const offered = within(screen.getByRole('radiogroup', { name: 'Craft type' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(offered).toEqual(['Scaffolding']);
    expect(screen.getByRole('radio', { name: 'Scaffolding' })).toHaveProperty('checked', true);
  });

  it("says what is wrong when the contractor's company supports none of the site's craft types", async () => {
    stubRpc({
      'sites/listCompanies': () => [
        { id: 'co-1', name: 'Apex Scaffold Services', craftTypes: [10] },
      ],
    });
    renderWizard({
      s: site({
        validCraftTypes: [30],
        permissions: { canCreateTasks: true, canCreateCraftRecords: true },
      }),
    });
    expect(
      await screen.findByText(
        "Your company, Apex Scaffold Services, supports none of this site's craft types, so it could not be assigned a task. A site admin can add craft types to Apex Scaffold Services.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('starts on the craft type of the work-type filter', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    renderWizard({ workTypeFilter: 15 });
    expect(await screen.findByRole('radio', { name: 'Insulation' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('clears the task type when the craft type changes', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const user = userEvent.setup();
    renderWizard();

    await stepHeading('Craft Type');
    await next();
    await stepHeading('Task Type');
    await user.click(screen.getByRole('radio', { name: 'Removal' }));
    expect(screen.getByRole('radio', { name: 'Removal' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Craft Type');
    await user.click(screen.getByRole('radio', { name: 'Insulation' }));
    await next();
    await stepHeading('Task Type');
    const group = screen.getByRole('radiogroup', { name: 'Task type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Scaffolding' }));
    await next();
    expect(screen.getByRole('radio', { name: 'Removal' })).toHaveProperty('checked', false);
  });

  it('asks for a craft record from the list, then saves the task on it', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/create': () => ({ craftRecordId: 'rec-9', taskId: 'task-7', taskStatus: 20 }),
    });
    const user = userEvent.setup();
    const { router } = renderWizard();

    await next();
    await user.click(await screen.findByRole('radio', { name: 'Inspection' }));
    await next();
    await stepHeading('Craft Record');
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(TASK_MESSAGES.selectCraftRecord);
    await user.click(screen.getByRole('button', { name: 'Pump P-22 deck' }));
    expect(screen.getByRole('status').textContent).toContain('Pump P-22 deck');
    await next();

    await stepHeading('Schedule Date');
    await user.click(screen.getByRole('radio', { name: 'Urgent' }));
    expect(screen.getByText('Marked as Urgent')).toBeTruthy();
    await next();

    await stepHeading('Task Info');
    // A single company is pre-selected; the title defaults to '{task type} - {record}'.
    expect(screen.getByRole('combobox', { name: /Assigned Company/ }).textContent).toBe(
      'Apex Scaffold Services',
    );
    expect(screen.getByRole('textbox', { name: 'Task Title' })).toHaveProperty(
      'value',
      'Inspection - Pump P-22 deck',
    );
    expect(screen.getByRole('checkbox', { name: /Subscribe/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/craft-record/rec-9/task-7'));
    expect(await screen.findByText(TASK_MESSAGES.taskAdded)).toBeTruthy();
    expect(calls.find((c) => c.path === 'tasks/create')?.input).toMatchObject({
      craftType: 10,
      taskType: 13,
      craftRecordId: 'rec-9',
      schedule: { choice: 'urgent', scheduledAt: null },
      assignedCompanyId: 'co-1',
      title: 'Inspection - Pump P-22 deck',
      subscribe: true,
    });
  });

  it('asks on creation only the task details not tied to a later status, people through Select User', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'sites/getVisibleCompaniesAndUsers': () => ({
        code: 200,
        data: {
          companies: [],
          users: {
            'u-pat': {
              displayName: 'Pat Plant',
              email: 'pat@example.test',
              userPhotoUrl: null,
              companyId: null,
              companyName: null,
            },
          },
        },
      }),
      'tasks/create': () => ({ craftRecordId: 'rec-9', taskId: 'task-7', taskStatus: 30 }),
    });
    const user = userEvent.setup();
    renderWizard({
      s: site({
        customizations: {
          taskSpecificDetails: {
            '10': {
              '13': [
                { key: 'requestedBy', title: 'Requested By', type: 'uid', required: true },
                {
                  key: 'inspectedBy',
                  title: 'Inspected By',
                  type: 'uid',
                  required: true,
                  onTaskStatus: [90],
                },
              ],
            },
          },
        },
      }),
    });
    await next();
    await user.click(await screen.findByRole('radio', { name: 'Inspection' }));
    await next();
    await stepHeading('Craft Record');
    await user.click(screen.getByRole('button', { name: 'Pump P-22 deck' }));
    await next();
    await stepHeading('Schedule Date');
    await user.click(screen.getByRole('radio', { name: 'Urgent' }));
    await next();

    await stepHeading('Task Info');
    // Inspected By is asked when the inspection completes, not now.
    expect(screen.queryByRole('textbox', { name: /Inspected By/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((c) => c.path === 'tasks/create')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Choose Requested By' }));
    const picker = await screen.findByRole('dialog', { name: 'Select User' });
    await user.click(within(picker).getByRole('button', { name: /^Pat Plant/ }));
    expect(await screen.findByRole('textbox', { name: /Requested By/ })).toHaveProperty(
      'value',
      'Pat Plant',
    );
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tasks/create')?.input).toMatchObject({
        taskType: 13,
        taskSpecificDetails: { requestedBy: 'u-pat' },
      }),
    );
  });

  it('creates the record for an Installation, uploads its images, and keeps everything on failure', async () => {
    let failCreate = true;
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/create': () => {
        if (failCreate) throw new RpcFailure('BAD_REQUEST', 400, 'Data is not available.');
        return { craftRecordId: 'rec-new', taskId: 'task-new', taskStatus: 20 };
      },
      'craftRecords/addPhotos': () => [],
    });
    const user = userEvent.setup();
    const { router } = renderWizard();

    await next();
    await user.click(await screen.findByRole('radio', { name: 'Installation' }));
    await next();
    // Installation switches to the create-record flow: location, then the record's info.
    await stepHeading('Location');
    await next();
    await stepHeading('Craft Record Info');
    await next();
    expect(await screen.findByText(TASK_MESSAGES.required)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pipe rack 7');
    await user.upload(screen.getByLabelText('Add images'), [
      pngFile('north.png'),
      pngFile('south.png'),
    ]);
    expect(await screen.findByRole('img', { name: 'north.png' })).toBeTruthy();
    await next();

    await stepHeading('Schedule Date');
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('Date'), tomorrow);
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '07:00');
    expect(screen.getByRole('status').textContent).toMatch(/^This task is being Scheduled for /);
    await next();

    await stepHeading('Task Info');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findAllByText('Data is not available.')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/create-task');
    expect(screen.getByRole('textbox', { name: 'Task Title' })).toHaveProperty(
      'value',
      'Installation - Pipe rack 7',
    );

    failCreate = false;
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/craft-record/rec-new/task-new'),
    );
    const create = calls.find((c) => c.path === 'tasks/create' && c.input);
    expect(create?.input).toMatchObject({
      taskType: 10,
      newRecord: { title: 'Pipe rack 7', locationId: null },
      schedule: { choice: 'date' },
    });
    const uploads = calls.filter((c) => c.path === 'craftRecords/addPhotos');
    // One image per call, so the progress can count them (jsdom's files lose their names on
    // the way through fetch, so only the counts are compared).
    expect(uploads.map((c) => c.files.length)).toEqual([1, 1]);
  });

  it('refuses a past day, and retries only the images that failed once the task is saved', async () => {
    let failNext = true;
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/create': () => ({ craftRecordId: 'rec-new', taskId: 'task-new', taskStatus: 30 }),
      'craftRecords/addPhotos': () => {
        if (calls.filter((c) => c.path === 'craftRecords/addPhotos').length === 2 && failNext) {
          failNext = false;
          throw new RpcFailure('BAD_REQUEST', 400, 'The file is not an image.');
        }
        return [];
      },
    });
    const user = userEvent.setup();
    const { router } = renderWizard();

    await next();
    await user.click(await screen.findByRole('radio', { name: 'Installation' }));
    await next();
    await stepHeading('Location');
    await next();
    await stepHeading('Craft Record Info');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tank roof');
    await user.upload(screen.getByLabelText('Add images'), [
      pngFile('one.png'),
      pngFile('two.png'),
    ]);
    await screen.findByRole('img', { name: 'two.png' });
    await next();

    await stepHeading('Schedule Date');
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText('Date'), lastWeek);
    await next();
    expect(await screen.findByText(PAST_DAY_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Awaiting Schedule' }));
    await next();

    await stepHeading('Task Info');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(
      await screen.findByText(
        'The task was saved, but not every image was uploaded: The file is not an image.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create-task');

    await user.click(screen.getByRole('button', { name: 'Retry Upload' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/craft-record/rec-new/task-new'),
    );
    expect(calls.filter((c) => c.path === 'tasks/create')).toHaveLength(1);
    expect(calls.filter((c) => c.path === 'craftRecords/addPhotos')).toHaveLength(3);
  });
});
