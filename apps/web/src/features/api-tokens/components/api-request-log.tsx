import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { ListGrid } from '../../../components/list/lazy-list-grid';
import {
  listStorageKey,
  pageSizeOf,
  useListState,
  type TListState,
} from '../../../components/list/use-list-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useApiRequestsPage, useApiTokens, useExportApiRequests } from '../api/api-tokens';
import { apiRequestColumns } from './api-request-columns';

type TRequestFilters = { tokenId: string | null };
const ZRequestFilters: z.ZodType<TRequestFilters> = z.object({
  tokenId: z.string().max(128).nullable(),
});

const STORAGE_KEY = listStorageKey('/admin/integrations/api-requests');
const ALL_TOKENS = 'all';

/** The site's API requests, newest first, paged on the server, filtered by token, exportable. */
export function ApiRequestLog({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('integrations');
  const language = i18n.language;
  const columns = useMemo(() => apiRequestColumns(timeZone, t, language), [timeZone, t, language]);
  const defaults = useMemo<TListState<TRequestFilters>>(
    () => ({ columns: {}, sort: [], filters: { tokenId: null }, search: '' }),
    [],
  );
  const list = useListState(STORAGE_KEY, defaults, ZRequestFilters);
  const tokens = useApiTokens();
  // A stored filter of a token no longer listed shows every token's requests.
  const known = tokens.data?.some((token) => token.id === list.state.filters.tokenId) ?? false;
  const tokenId = known ? list.state.filters.tokenId : null;
  const query = useApiRequestsPage({
    tokenId,
    page: list.pagination.page,
    pageSize: pageSizeOf(list.pagination),
  });
  const exportCsv = useExportApiRequests();
  return (
    <>
      <TextField
        select
        size="small"
        id="api-requests-token"
        label={t('apiTokens.log.token')}
        value={tokenId ?? ALL_TOKENS}
        onChange={(event) =>
          list.update({
            filters: { tokenId: event.target.value === ALL_TOKENS ? null : event.target.value },
          })
        }
        sx={{ width: { xs: '100%', sm: 280 }, mb: 1.5 }}
      >
        <MenuItem value={ALL_TOKENS}>{t('apiTokens.log.allTokens')}</MenuItem>
        {(tokens.data ?? []).map((token) => (
          <MenuItem key={token.id} value={token.id}>
            {t('apiTokens.log.tokenOption', { name: token.name, prefix: token.prefix })}
          </MenuItem>
        ))}
      </TextField>
      <ListGrid
        label={t('apiTokens.log.label')}
        columns={columns}
        list={list}
        query={query}
        exportCsv={{
          isExporting: exportCsv.isPending,
          onExport: () => exportCsv.mutate({ tokenId }),
        }}
      />
    </>
  );
}
