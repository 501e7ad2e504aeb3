import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { AUDIT_AREAS, type TAuditArea } from '@craftwork/domain/admin/audit';
import { ListControls } from '../../../components/list/list-controls';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import { listExport } from '../../../components/list/use-csv-export';
import {
  listStorageKey,
  pageSizeOf,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuditPage, useExportAudit } from '../api/audit';
import { auditAreaName, auditColumns } from './audit-columns';

type TAuditFilters = { area: TAuditArea | null };
const ZAuditFilters: z.ZodType<TAuditFilters> = z.object({
  area: z.enum(AUDIT_AREAS).nullable(),
});

const STORAGE_KEY = listStorageKey('/admin/audit-log');
const ALL_AREAS = 'all';

/** /admin/audit-log: the site's audit list, newest first, searchable, filtered by area. */
export function AuditList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const columns = useMemo(() => auditColumns(timeZone, t, language), [timeZone, t, language]);
  const defaults = useMemo<TListState<TAuditFilters>>(
    () => ({
      columns: {},
      sort: [],
      filters: { area: null },
      search: '',
    }),
    [],
  );
  const list = useListState(STORAGE_KEY, defaults, ZAuditFilters);
  const filter = { search: list.state.search, area: list.state.filters.area };
  const query = useAuditPage({
    ...filter,
    page: list.pagination.page,
    pageSize: pageSizeOf(list.pagination),
  });
  const exportCsv = useExportAudit();
  return (
    <>
      <ListControls
        searchPlaceholder={t('audit.search')}
        list={list}
        filters={
          <TextField
            select
            size="small"
            id="audit-area"
            label={t('audit.area')}
            value={list.state.filters.area ?? ALL_AREAS}
            onChange={(event) =>
              list.update({
                filters: {
                  area:
                    event.target.value === ALL_AREAS ? null : (event.target.value as TAuditArea),
                },
              })
            }
            sx={{ width: { xs: '100%', sm: 220 }, bgcolor: 'background.paper' }}
          >
            <MenuItem value={ALL_AREAS}>{t('audit.allAreas')}</MenuItem>
            {AUDIT_AREAS.map((area) => (
              <MenuItem key={area} value={area}>
                {auditAreaName(area, t)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <ListGrid
        label={t('audit.title')}
        columns={columns}
        list={list}
        query={query}
        exportCsv={listExport(exportCsv, filter, list)}
        autoRowHeight
      />
    </>
  );
}
