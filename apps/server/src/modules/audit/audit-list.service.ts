import {
  auditActionLabel,
  auditAreaLabel,
  auditChangeLine,
  auditChangeLines,
  auditChanges,
  auditNamedIds,
  type TAuditListFilter,
  type TAuditListInput,
} from '@craftwork/domain/admin/audit-list';
import { formatExportFileDate, formatListDateTime } from '@craftwork/domain/format/dates';
import { exportFileName, toCsv } from '@craftwork/domain/lists/csv';
import type { Scope } from '../../access/scope.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  allAuditEntries,
  namesOfIds,
  pageAuditEntries,
  type AuditRow,
} from './audit.repository.ts';

/** Most rows an export holds (as the other lists). */
const EXPORT_ROW_LIMIT = 50_000;

/**
 * Who made a change: a user (by name), an operator command (no user), or a user no longer
 * there. The screen names the last two in the reader's language by their kind; the export
 * writes the English name.
 */
function actorOf(row: AuditRow): { kind: 'user' | 'operator' | 'unavailable'; name: string } {
  if (row.actorName) return { kind: 'user', name: row.actorName };
  return row.actorId
    ? { kind: 'unavailable', name: '[Unavailable]' }
    : { kind: 'operator', name: 'Operator' };
}

/** The names standing for the ids the rows' values keep. */
function namesFor(db: DbOrTx, siteKey: string, rows: readonly AuditRow[]) {
  return namesOfIds(
    db,
    siteKey,
    rows.flatMap((row) => auditNamedIds(row.before, row.after)),
  );
}

function toAuditRow(row: AuditRow, names: ReadonlyMap<string, string>, timeZone: string) {
  const changeParts = auditChanges(row.before, row.after, names, timeZone);
  const actor = actorOf(row);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorName: actor.name,
    actorKind: actor.kind,
    area: row.area,
    action: row.action,
    targetLabel: row.targetLabel,
    // English lines, and their parts for the screen to write in the reader's language (an
    // instant as its ISO text, for the screen's own date-time).
    changes: changeParts.map((change) => auditChangeLine(change, timeZone)),
    changeParts,
  };
}

/** audit.list (site admins): a page of the site's audit entries, newest first. */
export async function listAudit(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  input: TAuditListInput,
) {
  const { page, pageSize, ...filter } = input;
  const [site, { rows, ...total }] = await Promise.all([
    loadSite(),
    pageAuditEntries(db, scope.siteKey, filter, { page, pageSize }),
  ]);
  const names = await namesFor(db, scope.siteKey, rows);
  return { rows: rows.map((row) => toAuditRow(row, names, site.timezone)), ...total };
}

const HEADERS = ['When', 'Who', 'Area', 'Action', 'Target', 'Changes'] as const;

/** audit.export (site admins): 'Audit Log - {MM-DD-YYYY}.csv' of the filtered entries. */
export async function exportAudit(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TAuditListFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const rows = await allAuditEntries(db, scope.siteKey, filter, EXPORT_ROW_LIMIT);
  const names = await namesFor(db, scope.siteKey, rows);
  const lines = rows.map((row) => [
    formatListDateTime(row.createdAt, site.timezone),
    actorOf(row).name,
    auditAreaLabel(row.area),
    auditActionLabel(row.action),
    row.targetLabel,
    auditChangeLines(row.before, row.after, names, site.timezone).join('\n'),
  ]);
  return {
    filename: exportFileName('auditLog', formatExportFileDate(now, site.timezone)),
    csv: toCsv(HEADERS, lines),
    rows: rows.length,
  };
}
