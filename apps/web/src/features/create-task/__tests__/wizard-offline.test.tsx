import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_TYPES } from '@craftwork/domain/catalogues/task-types';
import { createTestQueryClient, renderRoutes, testMe, testSite } from '../../../test/render';
import { pngFile } from '../../../test/files';
import { stubRpc } from '../../../test/rpc-stub';
import { OutboxProvider } from '../../outbox/outbox-provider';
import { memoryOutboxStorage, type TOutboxStorage } from '../../outbox/outbox-storage';
import { Outbox } from '../../outbox/outbox';
import { OUTBOX_TEXT, type TOutboxEntry } from '../../outbox/outbox-types';
import { sendEntry } from '../../outbox/send-entry';
import { createTaskDraft } from '../../outbox/drafts';
import { CreateTaskWizard, type TCraftRecordListSlot } from '../components/create-task-wizard';

const SCOPE = 'user-1/PLANT1';

const site = testSite({
  validCraftTypes: [10, 15],
  validTaskTypes: TASK_TYPES.map((t) => t.code),
  validTaskStatusCodes: [10, 20, 30, 40, 90],
  permissions: { canCreateTasks: true, canCreateCraftRecords: true, isPlantPersonnel: true },
});

const COMPANIES = [{ id: 'co-1', name: 'Apex Scaffold Services', craftTypes: [10, 15, 20] }];
const CREATED = { craftRecordId: 'rec-9', taskId: 'task-7', taskStatus: 20 };

const recordList: TCraftRecordListSlot = ({ craftType, onSelect }) => (
  <button
    type="button"
    onClick={() =>
      onSelect({
        id: 'rec-9',
        title: 'Pump P-22 deck',
        craftType,
        locationId: null,
        locationTitle: null,
      })
    }
  >
    Pump P-22 deck
  </button>
);

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderWizard(storage: TOutboxStorage) {
  return renderRoutes(
    [
      {
        path: '/create-task',
        element: (
          <OutboxProvider scope={SCOPE} storage={storage}>
            <CreateTaskWizard
              site={site}
              customerSite={false}
              workTypeFilter={null}
              entry={null}
              renderCraftRecordList={recordList}
            />
          </OutboxProvider>
        ),
      },
      {
        path: '/craft-record/:id/:taskId?',
        element: (
          <OutboxProvider scope={SCOPE} storage={storage}>
            <p>Record page</p>
          </OutboxProvider>
        ),
      },
    ],
    { path: '/create-task', queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

/** Through the wizard to an Inspection on the listed record, then Create Task. */
async function createInspection() {
  const user = userEvent.setup();
  const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }));
  await next();
  await user.click(await screen.findByRole('radio', { name: 'Inspection' }));
  await next();
  await user.click(await screen.findByRole('button', { name: 'Pump P-22 deck' }));
  await next();
  await user.click(await screen.findByRole('radio', { name: 'Urgent' }));
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Task Info' });
  await user.click(screen.getByRole('button', { name: 'Create Task' }));
}

/** The idempotency keys the app's fetches carried, by RPC path. */
function sentKeys(): { path: string; key: string | null }[] {
  return vi.mocked(fetch).mock.calls.map(([resource, init]) => {
    const request = resource instanceof Request ? resource : new Request(resource, init);
    return {
      path: new URL(request.url).pathname.replace(/^\/rpc\//, ''),
      key: request.headers.get('idempotency-key'),
    };
  });
}

async function stored(storage: TOutboxStorage): Promise<readonly TOutboxEntry[]> {
  const outbox = new Outbox(storage, SCOPE);
  await outbox.reload();
  return outbox.list();
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  vi.mocked(fetch).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('the wizard offline', { timeout: 30_000 }, () => {
  it('queues the new task offline, opens its record, and creates it once back online', async () => {
    const calls = stubRpc({
      'sites/listCompanies': () => COMPANIES,
      'tasks/create': () => CREATED,
    });
    const storage = memoryOutboxStorage();
    const { router } = renderWizard(storage);
    await screen.findByRole('button', { name: 'Next' });
    setOnline(false);

    await createInspection();

    await waitFor(() => expect(router.state.location.pathname).toBe('/craft-record/rec-9'));
    expect(await screen.findByText(OUTBOX_TEXT.queued)).toBeTruthy();
    expect(calls.some((c) => c.path === 'tasks/create')).toBe(false);
    const [entry] = await stored(storage);
    expect(entry).toMatchObject({
      kind: 'createTask',
      state: 'pending',
      taskId: null,
      craftRecordId: 'rec-9',
      summary: 'New task: Inspection - Pump P-22 deck on Pump P-22 deck',
    });

    setOnline(true);
    await waitFor(async () => expect(await stored(storage)).toEqual([]));
    const creates = sentKeys().filter((c) => c.path === 'tasks/create');
    expect(creates).toEqual([{ path: 'tasks/create', key: entry?.id }]);
    expect(calls.find((c) => c.path === 'tasks/create')?.input).toMatchObject({
      craftType: 10,
      taskType: 13,
      craftRecordId: 'rec-9',
    });
  });

  it('queues a create that never reached the server under the key it was sent with', async () => {
    stubRpc({ 'sites/listCompanies': () => COMPANIES });
    const storage = memoryOutboxStorage();
    const { router } = renderWizard(storage);
    await screen.findByRole('button', { name: 'Next' });
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (resource, init) => {
      const request = resource instanceof Request ? resource : new Request(resource, init);
      if (request.url.includes('tasks/create')) throw new TypeError('Failed to fetch');
      if (!answer) throw new Error('no stub');
      return answer(resource, init);
    });

    await createInspection();

    await waitFor(() => expect(router.state.location.pathname).toBe('/craft-record/rec-9'));
    const [entry] = await stored(storage);
    const sent = sentKeys().find((c) => c.path === 'tasks/create');
    expect(sent?.key).toBeTruthy();
    expect(entry?.id).toBe(sent?.key);
  });
});

describe('sending a queued new task', () => {
  it('creates the task with the entry key, then attaches its images with their own keys', async () => {
    const calls = stubRpc({
      'tasks/create': () => CREATED,
      'craftRecords/addPhotos': () => ({ ok: true }),
    });
    const outbox = new Outbox(memoryOutboxStorage(), SCOPE);
    await outbox.add(
      createTaskDraft(
        {
          craftType: 10,
          taskType: 11,
          newRecord: { title: 'Tower T-9' },
          schedule: { choice: 'urgent', scheduledAt: null },
          assignedCompanyId: 'co-1',
          description: 'Ring scaffold at the pump',
        },
        [pngFile('a.png'), pngFile('b.png')],
        null,
      ),
    );
    const [entry] = outbox.list();
    if (!entry) throw new Error('not queued');
    expect(entry.summary).toBe('New task: Ring scaffold at the pump on new record Tower T-9');
    expect(entry.lines).toEqual([
      'Description: Ring scaffold at the pump',
      'Image: a.png',
      'Image: b.png',
    ]);

    await sendEntry(entry);

    expect(sentKeys()).toEqual([
      { path: 'tasks/create', key: entry.id },
      { path: 'craftRecords/addPhotos', key: `${entry.id}-p-0` },
      { path: 'craftRecords/addPhotos', key: `${entry.id}-p-1` },
    ]);
    // One image per call (the names do not survive jsdom's multipart).
    const uploads = calls.filter((c) => c.path === 'craftRecords/addPhotos');
    expect(uploads.map((c) => c.files.length)).toEqual([1, 1]);
    expect(uploads[0]?.input).toMatchObject({ craftRecordId: 'rec-9' });
  });
});
