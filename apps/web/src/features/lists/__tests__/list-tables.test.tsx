import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { CraftRecordTable } from '../components/craft-record-table';
import { DeletedTaskTable } from '../components/deleted-task-table';
import { listStorageKey, writeListState } from '../../../components/list/use-list-state';
import { NO_CRAFT_RECORD_FILTERS } from '../utils/filters';
import { craftRecordRow, RpcFailure, stubRpc, taskRow } from './rpc-stub';

const KEY = listStorageKey('/craft-list/10');

function renderCraftRecords(site = testSite()) {
  return renderWithProviders(
    <CraftRecordTable
      site={site}
      status="open"
      craftType={10}
      storageKey={KEY}
      label="Scaffolding Records"
    />,
    { queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

describe('craft record table', { timeout: 20_000 }, () => {
  it('disables export while the list has no rows, and enables it with rows', async () => {
    stubRpc({ 'craftRecords/list': () => ({ rows: [], total: 0 }) });
    const empty = renderCraftRecords();
    expect(await screen.findByText('No rows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
    empty.unmount();

    stubRpc({ 'craftRecords/list': () => ({ rows: [craftRecordRow()], total: 1 }) });
    renderCraftRecords();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false),
    );
  });

  it('offers Clear filters once a search is typed, and clearing forgets what was stored', async () => {
    const calls = stubRpc({ 'craftRecords/list': () => ({ rows: [], total: 0 }) });
    const user = userEvent.setup();
    renderCraftRecords();
    const search = screen.getByRole('searchbox', { name: 'Search Craft Records' });
    expect(search.getAttribute('placeholder')).toBe('Search Craft Records...');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.type(search, 'pump');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    // The search reaches the server once typing pauses, and is stored for the list.
    await waitFor(() =>
      expect(calls.at(-1)?.input).toMatchObject({ search: 'pump', craftType: 10 }),
    );
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('"search":"pump"'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('starts from what is stored for the list, with Clear filters shown', async () => {
    const calls = stubRpc({ 'craftRecords/list': () => ({ rows: [], total: 0 }) });
    writeListState(KEY, {
      columns: {},
      sort: [{ field: 'title', sort: 'asc' }],
      filters: { ...NO_CRAFT_RECORD_FILTERS, installed: false },
      search: 'deck',
    });
    renderCraftRecords();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search Craft Records' }) as HTMLInputElement).value,
    ).toBe('deck');
    await waitFor(() =>
      expect(calls[0]?.input).toMatchObject({
        search: 'deck',
        installed: false,
        sort: { field: 'title', direction: 'asc' },
        page: 0,
        pageSize: 50,
      }),
    );
  });

  it('shows why the rows could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    stubRpc({
      'craftRecords/list': () => {
        if (fail) throw new RpcFailure('FORBIDDEN', 403, MESSAGES.userLacksPermissions);
        return { rows: [craftRecordRow()], total: 1 };
      },
    });
    renderCraftRecords();
    expect(await screen.findByText(MESSAGES.userLacksPermissions)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pump P-22 deck')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.userLacksPermissions)).toBeNull();
  });

  it('hides Create Task when embedded and hands the chosen row back', async () => {
    stubRpc({ 'craftRecords/list': () => ({ rows: [craftRecordRow()], total: 1 }) });
    const chosen: string[] = [];
    const site = testSite();
    renderWithProviders(
      <CraftRecordTable
        site={site}
        status="open"
        craftType={null}
        storageKey={listStorageKey('/create-task')}
        label="Work Records"
        embedded
        onSelect={(record) => chosen.push(record.id)}
      />,
      { queryClient: createTestQueryClient({ me: testMe(site) }) },
    );
    expect(screen.queryByRole('link', { name: 'Create Task' })).toBeNull();
    await userEvent.setup().click(await screen.findByText('Pump P-22 deck'));
    expect(chosen).toEqual(['rec-1']);
  });
});

describe('deleted task table', { timeout: 20_000 }, () => {
  const site = testSite({ permissions: { canDeleteTasks: true } });
  const renderDeleted = (s = site) =>
    renderWithProviders(
      <DeletedTaskTable
        site={s}
        craftType={null}
        storageKey={listStorageKey('/task-list-deleted')}
        label="Deleted Tasks"
      />,
      { queryClient: createTestQueryClient({ me: testMe(s) }) },
    );

  it('explains in a dialog why a task whose craft record is deleted cannot be restored', async () => {
    stubRpc({
      'tasks/listDeleted': () => ({ rows: [taskRow({ craftRecordDeleted: true })], total: 1 }),
      'tasks/restoreTask': () => {
        throw new RpcFailure('CONFLICT', 409, MESSAGES.cannotBeRestored, {
          reason: 'CANNOT_BE_RESTORED',
        });
      },
    });
    const user = userEvent.setup();
    renderDeleted();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cannot be Restored' });
    expect(within(dialog).getByText(MESSAGES.cannotBeRestored)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('restores a task and says so', async () => {
    const calls = stubRpc({
      'tasks/listDeleted': () => ({ rows: [taskRow()], total: 1 }),
      'tasks/restoreTask': () => ({ ok: true }),
    });
    renderDeleted();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(MESSAGES.taskRestored)).toBeTruthy();
    expect(calls.find((c) => c.path === 'tasks/restoreTask')?.input).toEqual({
      refPath: 'siteKeys/PLANT1/tasks/task-1',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the permission message instead of the table without canDeleteTasks', () => {
    const calls = stubRpc({});
    renderDeleted(testSite());
    expect(screen.getByText(MESSAGES.userLacksPermissions)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(calls).toEqual([]);
  });
});
