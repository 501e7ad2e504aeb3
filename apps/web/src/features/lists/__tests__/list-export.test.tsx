import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { CraftRecordTable } from '../components/craft-record-table';
import { DeletedCraftRecordTable } from '../components/deleted-craft-record-table';
import { DeletedTaskTable } from '../components/deleted-task-table';
import { TaskTable } from '../components/task-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { craftRecordRow, stubRpc, taskRow } from './rpc-stub';

const site = testSite({ permissions: { canDeleteTasks: true, canDeleteCraftRecords: true } });
const exported = { filename: 'Export.csv', csv: 'id\r\n', rows: 0 };

const LISTS = [
  {
    name: 'craft records',
    list: 'craftRecords/list',
    export: 'craftRecords/exportCsv',
    search: 'Search Craft Records',
    row: craftRecordRow(),
    table: (
      <CraftRecordTable
        site={site}
        status="open"
        craftType={10}
        storageKey={listStorageKey('/craft-list/10')}
        label="Scaffolding Records"
      />
    ),
  },
  {
    name: 'deleted craft records',
    list: 'craftRecords/listDeleted',
    export: 'craftRecords/exportDeletedCsv',
    search: 'Search Craft Records',
    row: craftRecordRow(),
    table: (
      <DeletedCraftRecordTable
        site={site}
        craftType={null}
        storageKey={listStorageKey('/craft-list-deleted')}
        label="Deleted Craft Records"
      />
    ),
  },
  {
    name: 'tasks',
    list: 'tasks/list',
    export: 'tasks/exportCsv',
    search: 'Search Tasks',
    row: taskRow(),
    table: (
      <TaskTable
        site={site}
        taskParam="All"
        craftType={null}
        storageKey={listStorageKey('/task-list/All')}
        label="All Tasks"
      />
    ),
  },
  {
    name: 'deleted tasks',
    list: 'tasks/listDeleted',
    export: 'tasks/exportDeletedCsv',
    search: 'Search Tasks',
    row: taskRow(),
    table: (
      <DeletedTaskTable
        site={site}
        craftType={null}
        storageKey={listStorageKey('/task-list-deleted')}
        label="Deleted Tasks"
      />
    ),
  },
];

let downloads: string[] = [];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

describe('export', { timeout: 20_000 }, () => {
  it.each(LISTS)(
    'of $name, clicked right after typing a search, exports what the box says',
    async (list) => {
      const calls = stubRpc({
        [list.list]: () => ({ rows: [list.row], total: 298 }),
        [list.export]: () => exported,
      });
      renderWithProviders(list.table, {
        queryClient: createTestQueryClient({ me: testMe(site) }),
      });
      // The grid's code loads on first use (lazy-list-grid.tsx).
      const exportButton = await screen.findByRole('button', { name: 'Export' });
      await waitFor(() => expect(exportButton).toHaveProperty('disabled', false));

      // Typed and clicked within the search's pause: the list has not asked for it yet.
      fireEvent.change(screen.getByRole('searchbox', { name: list.search }), {
        target: { value: 'P-22' },
      });
      fireEvent.click(exportButton);

      await waitFor(() => expect(downloads).toEqual(['Export.csv']));
      expect(calls.find((c) => c.path === list.export)?.input).toMatchObject({ search: 'P-22' });
      // The list itself shows the same rows at once.
      await waitFor(() =>
        expect(calls.filter((c) => c.path === list.list).at(-1)?.input).toMatchObject({
          search: 'P-22',
        }),
      );
    },
  );
});
