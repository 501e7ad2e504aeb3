import { useMemo } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import { craftDetailColumns } from '@craftwork/domain/site/customizations';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, type TSiteContext } from '../../../lib/session';
import { toServerSort } from '../../../components/list/column-model';
import {
  CRAFT_RECORD_SORT_FIELDS,
  craftRecordColumns,
  craftRecordDefaultVisibility,
} from '../columns/craft-record-columns';
import { NO_CRAFT_RECORD_FILTERS, ZCraftRecordFilters } from '../utils/filters';
import { pageSizeOf, useListState } from '../../../components/list/use-list-state';

/** Newest first, as the server orders by default. */
const NEWEST_FIRST: GridSortModel = [{ field: 'created', sort: 'desc' }];

/**
 * A craft record list's columns, stored state and the server filter it amounts to, shared by
 * the live and the deleted list.
 */
export function useCraftRecordListState(
  site: TSiteContext,
  storageKey: string,
  { deleted = false }: { deleted?: boolean } = {},
) {
  const { t, i18n } = useTranslation('lists');
  const language = i18n.language;
  const columns = useMemo(
    () =>
      craftRecordColumns({
        timeZone: site.timezone,
        detailColumns: craftDetailColumns(siteCustomizations(site)),
        deleted,
        t,
        language,
      }),
    [site, deleted, t, language],
  );
  const defaults = useMemo(
    () => ({
      columns: craftRecordDefaultVisibility(columns, deleted),
      // The deleted list comes most recently deleted first.
      sort: deleted ? [] : NEWEST_FIRST,
      filters: NO_CRAFT_RECORD_FILTERS,
      search: '',
    }),
    [columns, deleted],
  );
  const list = useListState(storageKey, defaults, ZCraftRecordFilters);
  const { state, pagination } = list;
  const filter = {
    search: state.search,
    locationIds: state.filters.locationIds,
    installed: state.filters.installed,
    sort: toServerSort(state.sort, CRAFT_RECORD_SORT_FIELDS),
  };
  const page = { page: pagination.page, pageSize: pageSizeOf(pagination) };
  return { columns, list, filter, page };
}

/** The locations offered by the Location filter: the user's own, else the site's. */
export function locationOptions(site: TSiteContext) {
  const own = site.locations.filter((l) => l.selected);
  return own.length ? own : site.locations;
}
