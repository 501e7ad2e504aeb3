import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { ListGrid } from '../list-grid';
import { LinkCell } from '../link-cell';
import type { TListView } from '../use-list-state';

type TRow = { id: string; number: string };

const COLUMNS: GridColDef<TRow>[] = [
  {
    field: 'number',
    headerName: 'Number',
    renderCell: ({ row, tabIndex }) => (
      <LinkCell to={`/invoices/${row.id}`} text={row.number} tabIndex={tabIndex} />
    ),
  },
];

const LIST: TListView = {
  state: { sort: [], columns: {} },
  update: () => undefined,
  pagination: { page: 0, pageSize: 25 },
  setPagination: () => undefined,
  searchText: '',
  setSearchText: () => undefined,
  canClear: false,
  reset: () => undefined,
};

function renderGrid(onRow: (row: TRow) => void) {
  render(
    <MemoryRouter initialEntries={['/invoices']}>
      <Routes>
        <Route
          path="/invoices"
          element={
            <ListGrid<TRow>
              label="Invoices"
              columns={COLUMNS}
              list={LIST}
              query={{
                data: { rows: [{ id: 'inv-1', number: 'INV-0001' }], total: 1 },
                error: null,
                isPending: false,
                isFetching: false,
                isPlaceholderData: false,
                refetch: () => undefined,
              }}
              onRowActivate={onRow}
            />
          }
        />
        <Route path="/invoices/:id" element={<h1>Invoice page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a grid cell's link to its row's page", () => {
  it('opens the page itself: the row does not open it again on the click', async () => {
    const onRow = vi.fn();
    renderGrid(onRow);
    const grid = await screen.findByRole('grid', { name: 'Invoices' });
    fireEvent.click(await within(grid).findByRole('link', { name: 'INV-0001' }));
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeTruthy();
    expect(onRow).not.toHaveBeenCalled();
  });

  it('keeps Enter on the link to the link, while Enter elsewhere in the row opens the row', async () => {
    const onRow = vi.fn();
    renderGrid(onRow);
    const grid = await screen.findByRole('grid', { name: 'Invoices' });
    const link = await within(grid).findByRole('link', { name: 'INV-0001' });
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onRow).not.toHaveBeenCalled();
    fireEvent.keyDown(link.closest('[role="gridcell"]') as HTMLElement, { key: 'Enter' });
    expect(onRow).toHaveBeenCalledTimes(1);
  });
});
