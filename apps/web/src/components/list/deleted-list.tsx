import { useMemo, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from '../../lib/i18n/i18n';
import { ListControls } from './list-controls';
import { ListGrid } from './lazy-list-grid';
import type { TPageQuery } from './list-grid';
import { CannotBeRestoredDialog, restoreColumn } from './restore-column';
import { useRestoreAction } from './use-restore-action';
import type { TListView } from './use-list-state';

type TDeletedListProps<R extends GridValidRowModel & { id: string; refPath: string }> = {
  /** The grid's accessible name. */
  label: string;
  /** e.g. "Search Tasks..." (ListControls). */
  searchPlaceholder: string;
  list: TListView;
  /** The list's own filters (ListControls). */
  filters: ReactNode;
  /** The list's columns; a Restore column comes first. */
  columns: GridColDef<R>[];
  query: TPageQuery<R>;
  exportCsv: { isExporting: boolean; onExport: () => void };
  /** The restore call of one row and what is said once it is done. */
  restore: UseMutationResult<unknown, Error, { refPath: string }>;
  restoredMessage: string;
  /** Why the filters can match nothing (ListGrid). */
  problem?: string | null;
};

/**
 * A deleted list: search and filters, the grid with a Restore button per row, and the Cannot
 * be Restored dialog when the server refuses.
 */
export function DeletedList<R extends GridValidRowModel & { id: string; refPath: string }>({
  label,
  searchPlaceholder,
  list,
  filters,
  columns,
  query,
  exportCsv,
  restore: restoreMutation,
  restoredMessage,
  problem = null,
}: TDeletedListProps<R>) {
  const { t } = useTranslation('lists');
  const { restore, restoringIds, conflict, closeConflict } = useRestoreAction<R>(
    restoreMutation,
    restoredMessage,
  );
  const allColumns = useMemo(
    () => [restoreColumn<R>({ restoringIds, onRestore: restore, t }), ...columns],
    [columns, restoringIds, restore, t],
  );
  return (
    <>
      <ListControls searchPlaceholder={searchPlaceholder} list={list} filters={filters} />
      <ListGrid
        label={label}
        columns={allColumns}
        list={list}
        query={query}
        exportCsv={exportCsv}
        problem={problem}
      />
      <CannotBeRestoredDialog message={conflict} onClose={closeConflict} />
    </>
  );
}
