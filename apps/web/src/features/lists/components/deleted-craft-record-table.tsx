import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TSiteContext } from '../../../lib/session';
import { useExportDeletedCraftRecords } from '../api/export-deleted-craft-records';
import { useDeletedCraftRecordPage } from '../api/list-deleted-craft-records';
import { useRestoreParentRecord } from '../api/restore-parent-record';
import type { TCraftRecordRow } from '../columns/craft-record-columns';
import { useCraftRecordListState } from '../hooks/use-craft-record-list-state';
import { useRestoreAction } from '../hooks/use-restore-action';
import { CraftRecordFilters } from './craft-record-table';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { CannotBeRestoredDialog, restoreColumn } from './restore';

type TDeletedCraftRecordTableProps = {
  site: TSiteContext;
  /** The global work type, or null for every type. */
  craftType: number | null;
  storageKey: string;
  label: string;
};

/** Deleted craft records with a Restore button per row; only with canDeleteCraftRecords. */
export function DeletedCraftRecordTable(props: TDeletedCraftRecordTableProps) {
  if (!props.site.siteUser.permissions.canDeleteCraftRecords) {
    return <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>;
  }
  return <DeletedCraftRecords {...props} />;
}

function DeletedCraftRecords({
  site,
  craftType,
  storageKey,
  label,
}: TDeletedCraftRecordTableProps) {
  const { columns, list, filter, page } = useCraftRecordListState(site, storageKey, {
    deleted: true,
  });
  const input = { ...filter, craftType };
  const query = useDeletedCraftRecordPage({ ...input, ...page });
  const exportCsv = useExportDeletedCraftRecords();
  const { restore, restoringIds, conflict, closeConflict } = useRestoreAction<TCraftRecordRow>(
    useRestoreParentRecord(),
    MESSAGES.craftRecordRestored,
  );
  const allColumns = useMemo(
    () => [restoreColumn<TCraftRecordRow>({ restoringIds, onRestore: restore }), ...columns],
    [columns, restoringIds, restore],
  );

  return (
    <>
      <ListControls
        searchPlaceholder="Search Craft Records..."
        list={list}
        filters={<CraftRecordFilters site={site} list={list} />}
      />
      <ListGrid
        label={label}
        columns={allColumns}
        list={list}
        query={query}
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () => exportCsv.mutate({ ...input, search: list.applySearch() }),
        }}
      />
      <CannotBeRestoredDialog message={conflict} onClose={closeConflict} />
    </>
  );
}
