import { useCallback, useEffect, useState } from 'react';
import type {
  GridColumnVisibilityModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@craftwork/domain/lists/page-sizes';

/** What a list keeps per route in local storage (spec part 1, section 9). */
export type TListState<F> = {
  columns: GridColumnVisibilityModel;
  sort: GridSortModel;
  filters: F;
  search: string;
};

/** Local-storage keys of the lists: one per list route. Sign-out clears them with the rest. */
export const LIST_STORAGE_PREFIX = 'craftwork.list:';

export function listStorageKey(route: string): string {
  return `${LIST_STORAGE_PREFIX}${route}`;
}

export const SEARCH_DEBOUNCE_MS = 300;

const ZStoredListState = z.object({
  columns: z.record(z.string(), z.boolean()).optional(),
  sort: z
    .array(z.object({ field: z.string(), sort: z.enum(['asc', 'desc']) }))
    .max(1)
    .optional(),
  filters: z.unknown().optional(),
  search: z.string().max(200).optional(),
});

/**
 * The stored state of a list over its defaults, or null when nothing (readable) is stored.
 * Stored filters that no longer fit the list's schema fall back to the defaults.
 */
export function readListState<F>(
  key: string,
  defaults: TListState<F>,
  filtersSchema: z.ZodType<F>,
): TListState<F> | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = ZStoredListState.safeParse(json);
  if (!stored.success) return null;
  const filters = filtersSchema.safeParse(stored.data.filters);
  return {
    columns: { ...defaults.columns, ...stored.data.columns },
    sort: stored.data.sort ?? defaults.sort,
    filters: filters.success ? filters.data : defaults.filters,
    search: stored.data.search ?? defaults.search,
  };
}

export function writeListState<F>(key: string, state: TListState<F>): void {
  try {
    localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // storage unavailable or full: the list state then lasts for this visit only
  }
}

export function clearListState(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

/** Clear filters is offered once something is stored or a search is typed. */
export function canClearFilters(isStored: boolean, searchText: string): boolean {
  return isStored || searchText !== '';
}

/** The grid's page size as one the server accepts. */
export function pageSizeOf(pagination: GridPaginationModel): (typeof PAGE_SIZES)[number] {
  return PAGE_SIZES.find((size) => size === pagination.pageSize) ?? DEFAULT_PAGE_SIZE;
}

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: DEFAULT_PAGE_SIZE };

/**
 * A list's columns, sort, filters and search, kept in local storage under `key` once the user
 * changes any of them, plus the page (not stored). The search box text is applied after
 * SEARCH_DEBOUNCE_MS of quiet, or at once by `applySearch` (exports). Any change but the
 * columns goes back to the first page; Clear filters goes back to `defaults` and forgets what
 * was stored.
 */
export function useListState<F>(key: string, defaults: TListState<F>, filtersSchema: z.ZodType<F>) {
  const [{ state, isStored }, setStored] = useState(() => {
    const stored = readListState(key, defaults, filtersSchema);
    return { state: stored ?? defaults, isStored: stored !== null };
  });
  const [searchText, setSearchText] = useState(state.search);
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);

  useEffect(() => {
    if (isStored) writeListState(key, state);
  }, [key, state, isStored]);

  const update = useCallback((patch: Partial<TListState<F>>) => {
    setStored((prev) => ({ state: { ...prev.state, ...patch }, isStored: true }));
    if (patch.sort || patch.filters || patch.search !== undefined) {
      setPagination((prev) => (prev.page === 0 ? prev : { ...prev, page: 0 }));
    }
  }, []);

  useEffect(() => {
    if (searchText === state.search) return;
    const timer = setTimeout(() => update({ search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.search, update]);

  /**
   * Applies the typed search at once, without waiting for the pause, and returns it: an export
   * clicked right after typing exports what the box says, and the list shows the same rows.
   */
  const applySearch = useCallback(() => {
    if (searchText !== state.search) update({ search: searchText });
    return searchText;
  }, [searchText, state.search, update]);

  const reset = useCallback(() => {
    clearListState(key);
    setStored({ state: defaults, isStored: false });
    setSearchText(defaults.search);
    setPagination((prev) => ({ ...prev, page: 0 }));
  }, [key, defaults]);

  return {
    state,
    isStored,
    update,
    reset,
    searchText,
    setSearchText,
    applySearch,
    pagination,
    setPagination,
    canClear: canClearFilters(isStored, searchText),
  };
}

export type TListStateControls<F> = ReturnType<typeof useListState<F>>;

/** What the grid and the list controls use of a list's state, whatever its filters. */
export type TListView = Pick<
  TListStateControls<unknown>,
  'pagination' | 'setPagination' | 'searchText' | 'setSearchText' | 'canClear' | 'reset'
> & {
  state: Pick<TListState<unknown>, 'columns' | 'sort'>;
  update: (patch: Partial<Pick<TListState<unknown>, 'columns' | 'sort'>>) => void;
};
