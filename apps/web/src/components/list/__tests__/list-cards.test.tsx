import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { themeForBrand } from '../../../lib/theme';
import { ListGrid } from '../lazy-list-grid';
import { cellText } from '../list-card-cell';
import type { TTotalKind } from '../list-total';
import type { TListView } from '../use-list-state';
import { stubMatchMedia } from '../../../test/media';

type TRow = { id: string; title: string; status: string; notes: string };

const ROWS: TRow[] = [
  { id: 'r1', title: 'Pipe rack 12', status: 'Installed', notes: 'North side' },
  { id: 'r2', title: 'Boiler deck', status: 'Removed', notes: '' },
];

const COLUMNS: GridColDef<TRow>[] = [
  { field: 'title', headerName: 'Title' },
  { field: 'status', headerName: 'Status', valueGetter: (_v, row) => `Status ${row.status}` },
  { field: 'notes', headerName: 'Notes', sortable: false },
];

type TPage = { rows: TRow[]; total: number; totalKind?: TTotalKind };

/** A full first page (25 rows) of a list the server could only estimate. */
const FULL_PAGE_OF_MANY: TPage = {
  rows: Array.from({ length: 25 }, (_, i) => ({
    id: `m${i}`,
    title: `Scaffold ${i}`,
    status: 'Installed',
    notes: '',
  })),
  total: 423_117,
  totalKind: 'about',
};

function Harness({
  onRow,
  onSort,
  data = { rows: ROWS, total: 2 },
}: {
  onRow: (row: TRow) => void;
  onSort: (s: GridSortModel) => void;
  data?: TPage;
}) {
  const [sort, setSort] = useState<GridSortModel>([]);
  const [columns, setColumns] = useState<Record<string, boolean>>({ notes: false });
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const list: TListView = {
    state: { sort, columns },
    update: (patch) => {
      if (patch.sort) {
        setSort(patch.sort);
        onSort(patch.sort);
      }
      if (patch.columns) setColumns(patch.columns);
    },
    pagination,
    setPagination,
    searchText: '',
    setSearchText: () => undefined,
    canClear: false,
    reset: () => undefined,
  };
  return (
    <ThemeProvider theme={themeForBrand('craftwork')}>
      <ListGrid<TRow>
        label="Scaffolds"
        columns={COLUMNS}
        list={list}
        query={{
          data,
          error: null,
          isPending: false,
          isFetching: false,
          isPlaceholderData: false,
          refetch: () => undefined,
        }}
        exportCsv={{ isExporting: false, onExport: () => undefined }}
        onRowActivate={onRow}
      />
    </ThemeProvider>
  );
}

describe('the lists under 600 px', () => {
  beforeEach(() => stubMatchMedia(true));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card titled by its title, with the shown columns as header: value', () => {
    render(<Harness onRow={() => undefined} onSort={() => undefined} />);
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Scaffolds' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement).getByRole('button', { name: 'Pipe rack 12' });
    expect(first.textContent).toContain('Status:Status Installed');
    // A hidden column is not on the card.
    expect(first.textContent).not.toContain('Notes:');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('keeps each value as typed in its own direction: a title and a value are isolated', () => {
    render(<Harness onRow={() => undefined} onSort={() => undefined} />);
    const card = screen.getByRole('button', { name: 'Pipe rack 12' });
    const isolated = [...card.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toEqual(['Pipe rack 12', 'Status Installed']);
  });

  it('writes a value of several lines one line under another, as the grid’s cell does', () => {
    const row = { id: 'r1', title: 'Pipe rack 12', status: 'Installed\nInspected', notes: '' };
    render(
      <Harness onRow={() => undefined} onSort={() => undefined} data={{ rows: [row], total: 1 }} />,
    );
    const card = within(screen.getByRole('button', { name: 'Pipe rack 12' }));
    const first = card.getByText('Status Installed');
    const second = card.getByText('Inspected');
    expect(first).not.toBe(second);
    expect(getComputedStyle(first).display).toBe('block');
    // Both lines in the one value, isolated as typed.
    expect(first.closest('bdi')).toBe(second.closest('bdi'));
  });

  it('activating a card opens its row, as a row click does', () => {
    const onRow = vi.fn();
    render(<Harness onRow={onRow} onSort={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Boiler deck' }));
    expect(onRow).toHaveBeenCalledWith(ROWS[1]);
  });

  it('Sort by and the direction set the grid’s sort model; only sortable columns are offered', () => {
    const onSort = vi.fn();
    render(<Harness onRow={() => undefined} onSort={onSort} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Default order', 'Title', 'Status']);
    fireEvent.click(screen.getByRole('option', { name: 'Status' }));
    expect(onSort).toHaveBeenLastCalledWith([{ field: 'status', sort: 'asc' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(onSort).toHaveBeenLastCalledWith([{ field: 'status', sort: 'desc' }]);
  });

  it('the columns chooser shows a hidden column on the cards', () => {
    render(<Harness onRow={() => undefined} onSort={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Notes' }));
    // The open menu hides the page from assistive technology until it closes.
    expect(
      screen.getByRole('button', { name: 'Pipe rack 12', hidden: true }).textContent,
    ).toContain('Notes:North side');
  });

  it('shows an estimated total as "about" it, rounded, with Next while pages come full', () => {
    render(<Harness onRow={() => undefined} onSort={() => undefined} data={FULL_PAGE_OF_MANY} />);
    expect(screen.getByText('1–25 of about 420,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows a total known only to be past the count as "more than" it (a search)', () => {
    const searched: TPage = { ...FULL_PAGE_OF_MANY, total: 1000, totalKind: 'moreThan' };
    render(<Harness onRow={() => undefined} onSort={() => undefined} data={searched} />);
    expect(screen.getByText('1–25 of more than 1,000')).toBeTruthy();
  });

  it('shows the total as known once a page of an estimated list comes short: the last page', () => {
    const lastPage: TPage = { rows: ROWS, total: 423_117, totalKind: 'about' };
    render(<Harness onRow={() => undefined} onSort={() => undefined} data={lastPage} />);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('the lists from 600 px', () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(() => vi.unstubAllGlobals());

  it('shows an estimated total as "about" it in the grid’s footer, with Next', async () => {
    render(<Harness onRow={() => undefined} onSort={() => undefined} data={FULL_PAGE_OF_MANY} />);
    expect(await screen.findByText('1–25 of about 420,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe("a card's value without a formatter", () => {
  it("writes a Date in the reader's language, on the reader's clock", () => {
    const row = { id: 'r1', at: new Date(2026, 10, 30, 15, 5) };
    const column: GridColDef<typeof row> = { field: 'at', headerName: 'At' };
    expect(cellText(column, row, 'pl')).toBe('30.11.2026, 15:05');
    expect(cellText(column, row, 'de')).toBe('30.11.2026, 15:05');
  });
});
