import { listExport } from '../../../components/list/use-csv-export';
import { generatePath, useNavigate } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NoLocationsHint } from '../../../components/list/no-locations-hint';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { useExportCraftRecords } from '../api/export-craft-records';
import { useCraftRecordPage } from '../api/list-craft-records';
import { LastUpdated } from '../../../components/ui/last-updated';
import type { TCraftRecordRow } from '../columns/craft-record-columns';
import { locationOptions, useCraftRecordListState } from '../hooks/use-craft-record-list-state';
import type { TListStateControls } from '../../../components/list/use-list-state';
import type { TCraftRecordFilters } from '../utils/filters';
import { CraftRecordCards } from './craft-record-cards';
import { CreateTaskButton } from './create-task-button';
import { ListControls } from '../../../components/list/list-controls';
import { InstalledFilter, LocationFilter } from './list-filters';
import { ListGrid } from '../../../components/list/lazy-list-grid';

export type { TCraftRecordRow };

/** The Location and Installed filters of the craft record lists. */
export function CraftRecordFilters({
  site,
  list,
}: {
  site: TSiteContext;
  list: TListStateControls<TCraftRecordFilters>;
}) {
  const { filters } = list.state;
  return (
    <>
      <LocationFilter
        locations={locationOptions(site)}
        value={filters.locationIds}
        onChange={(locationIds) => list.update({ filters: { ...filters, locationIds } })}
      />
      <InstalledFilter
        value={filters.installed}
        onChange={(installed) => list.update({ filters: { ...filters, installed } })}
      />
    </>
  );
}

export function craftRecordPath(id: string, customerSite: boolean): string {
  return customerSite
    ? generatePath(paths.workRecordAndTasks, { id })
    : generatePath(paths.craftRecord, { id });
}

type TCraftRecordTableProps = {
  site: TSiteContext;
  /** Open or closed records. */
  status: 'open' | 'closed';
  /** One craft type, or null for every type. */
  craftType: number | null;
  /** Where the columns, sort, filters and search are kept (the list's route). */
  storageKey: string;
  /** The table's accessible name. */
  label: string;
  /** Inside task creation: no Create Task button, and a chosen row goes to `onSelect`. */
  embedded?: boolean;
  onSelect?: (record: TCraftRecordRow) => void;
  /** Embedded: the record chosen, marked in the list. */
  selectedId?: string | null;
};

/**
 * Craft records with search, Location and Installed filters, Clear filters, Create Task (unless
 * embedded), export and column chooser. A row opens its record, or is handed to `onSelect`.
 */
export function CraftRecordTable({
  site,
  status,
  craftType,
  storageKey,
  label,
  embedded = false,
  onSelect,
  selectedId = null,
}: TCraftRecordTableProps) {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  // Under 600 px the embedded list is cards: a grid row cannot show a whole title there.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const customerSite = isCustomerSite(siteCustomizations(site));
  const { columns, list, filter, page } = useCraftRecordListState(site, storageKey);
  const input = { ...filter, status, craftType };
  const query = useCraftRecordPage({ ...input, ...page });
  const exportCsv = useExportCraftRecords();

  const handleRow = (row: TCraftRecordRow) => {
    if (embedded) onSelect?.(row);
    else void navigate(craftRecordPath(row.id, customerSite));
  };

  return (
    <>
      <ListControls
        searchPlaceholder={t('controls.searchRecords', {
          kind: customerSite ? 'jobs' : 'records',
        })}
        list={list}
        filters={<CraftRecordFilters site={site} list={list} />}
        action={embedded ? null : <CreateTaskButton customerSite={customerSite} />}
      />
      <NoLocationsHint site={site} />
      <LastUpdated updatedAt={query.dataUpdatedAt} sx={{ mb: 1 }} />
      {embedded && isPhone ? (
        <CraftRecordCards
          label={label}
          list={list}
          query={query}
          selectedId={selectedId}
          onSelect={handleRow}
        />
      ) : (
        <ListGrid
          label={label}
          columns={columns}
          list={list}
          query={query}
          exportCsv={listExport(exportCsv, input, list)}
          onRowActivate={handleRow}
          selectedRowId={embedded ? selectedId : null}
        />
      )}
    </>
  );
}
