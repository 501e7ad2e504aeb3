import { formatExportFileDate, formatListDateTime } from '@craftwork/domain/format/dates';
import type {
  TApiRequestListFilter,
  TApiRequestListInput,
} from '@craftwork/domain/integrations/tokens';
import { exportFileName, toCsv } from '@craftwork/domain/lists/csv';
import type { DbOrTx } from '../../db/client.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { allApiRequests, pageApiRequests, type TApiRequestRow } from './api-tokens.repository.ts';

/** Most rows an export holds (as the other lists). */
const EXPORT_ROW_LIMIT = 50_000;

/** Who the request acted as: their name, else their address; a deleted account has neither. */
function whoOf(row: TApiRequestRow): string {
  return row.userName || row.userEmail || '[Unavailable]';
}

function toRequestRow(row: TApiRequestRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    method: row.method,
    path: row.path,
    status: row.status,
    durationMs: row.durationMs,
    tokenId: row.tokenId,
    tokenName: row.tokenName,
    tokenPrefix: row.tokenPrefix,
    who: whoOf(row),
  };
}

/** apiTokens.requests: a page of the site's API request log, newest first. */
export async function listApiRequests(db: DbOrTx, siteKey: string, input: TApiRequestListInput) {
  const { page, pageSize, ...filter } = input;
  const { rows, ...total } = await pageApiRequests(db, siteKey, filter, { page, pageSize });
  return { rows: rows.map(toRequestRow), ...total };
}

const HEADERS = ['When', 'Who', 'Token', 'Method', 'Path', 'Status', 'Duration (ms)'] as const;

/** apiTokens.exportRequests: 'API Requests - {MM-DD-YYYY}.csv' of the filtered requests. */
export async function exportApiRequests(
  db: DbOrTx,
  siteKey: string,
  loadSite: SiteSource,
  filter: TApiRequestListFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const rows = await allApiRequests(db, siteKey, filter, EXPORT_ROW_LIMIT);
  const lines = rows.map((row) => [
    formatListDateTime(row.at, site.timezone),
    whoOf(row),
    `${row.tokenName} (${row.tokenPrefix}…)`,
    row.method,
    row.path,
    row.status,
    row.durationMs,
  ]);
  return {
    filename: exportFileName('apiRequests', formatExportFileDate(now, site.timezone)),
    csv: toCsv(HEADERS, lines),
    rows: rows.length,
  };
}
