import { listExport } from '../../../components/list/use-csv-export';
import Alert from '@mui/material/Alert';
import { DeletedList } from '../../../components/list/deleted-list';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useExportDeletedCraftRecords } from '../api/export-deleted-craft-records';
import { useDeletedCraftRecordPage } from '../api/list-deleted-craft-records';
import { useRestoreParentRecord } from '../api/restore-parent-record';
import type { TCraftRecordRow } from '../columns/craft-record-columns';
import { useCraftRecordListState } from '../hooks/use-craft-record-list-state';
import { CraftRecordFilters } from './craft-record-table';

type TDeletedCraftRecordTableProps = {
  site: TSiteContext;
  /** The global work type, or null for every type. */
  craftType: number | null;
  storageKey: string;
  label: string;
};

/** Deleted craft records with a Restore button per row; only with canDeleteCraftRecords. */
export function DeletedCraftRecordTable(props: TDeletedCraftRecordTableProps) {
  const { t } = useTranslation('lists');
  if (!props.site.siteUser.permissions.canDeleteCraftRecords) {
    return <Alert severity="warning">{t('noPermission')}</Alert>;
  }
  return <DeletedCraftRecords {...props} />;
}

function DeletedCraftRecords({
  site,
  craftType,
  storageKey,
  label,
}: TDeletedCraftRecordTableProps) {
  const { t } = useTranslation('lists');
  const { columns, list, filter, page } = useCraftRecordListState(site, storageKey, {
    deleted: true,
  });
  const input = { ...filter, craftType };
  const query = useDeletedCraftRecordPage({ ...input, ...page });
  const exportCsv = useExportDeletedCraftRecords();
  const restore = useRestoreParentRecord();

  return (
    <DeletedList<TCraftRecordRow>
      label={label}
      searchPlaceholder={t('controls.searchRecords', {
        kind: isCustomerSite(siteCustomizations(site)) ? 'jobs' : 'records',
      })}
      list={list}
      filters={<CraftRecordFilters site={site} list={list} />}
      columns={columns}
      query={query}
      exportCsv={listExport(exportCsv, input, list)}
      restore={restore}
      restoredMessage={t('restore.craftRecordRestored')}
    />
  );
}
