import type { TInventoryUser } from '@craftwork/domain/inventory/access';
import {
  RENTAL_TEXTS,
  earliestRentStop,
  mayChangeRentStop,
  rentStopRefusal,
  rentalCsv,
  rentalExportFileName,
  type TRentalFilter,
  type TRentalRow,
  type TSetRentStopInput,
} from '@craftwork/domain/inventory/rental';
import {
  effectiveRentStop,
  rentalHistory,
  rentalRole,
  rentalSummary,
  rentalTotals,
} from '@craftwork/domain/inventory/rental-days';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import { writeRentalAudit } from './rental-audit.ts';
import { lockRentalLine, rentalLines, rentalNames, writeRentStop } from './rental.repository.ts';

/** What stands for a company, record or object that is gone. */
const UNAVAILABLE = '[Unavailable]';

function inventoryUser(scope: Scope): TInventoryUser {
  return { permissions: scope.permissions, companyId: scope.companyId };
}

/**
 * The company the caller's rows are narrowed to: plant personnel see every company (or the
 * one they filter on); a company user sees only theirs, and nothing when filtering on another.
 */
function companyScope(scope: Scope, companyId: string | null | undefined) {
  if (scope.isPlantPersonnel) return { companyId: companyId ?? null, empty: false };
  const own = scope.companyId;
  return { companyId: own, empty: own === null || (Boolean(companyId) && companyId !== own) };
}

/** An Off Rent line the screen lets the caller move the rent-stop date of. */
export type OffRentLine = {
  id: string;
  companyName: string;
  recordId: string | null;
  recordTitle: string;
  objectTitle: string;
  value: number;
  siteDay: string;
  rentStopDate: string;
  /** The earliest date allowed (cut-off or rent start); null: none. */
  earliest: string | null;
  canEdit: boolean;
};

async function rentalView(db: DbOrTx, scope: Scope, loadSite: SiteSource, filter: TRentalFilter) {
  const site = await loadSite();
  const billingCutoff = site.config.rentalBillingCutoff ?? null;
  const narrowed = companyScope(scope, filter.companyId);
  if (narrowed.empty) return { rows: [], offRentLines: [], billingCutoff };
  const lines = await rentalLines(db, scope.siteKey, {
    companyId: narrowed.companyId,
    objectId: filter.objectId,
  });
  const history = rentalHistory(lines);
  const ofRecord = (recordId: string | null) => !filter.recordId || recordId === filter.recordId;
  const summary = rentalSummary(history.pieces, filter.from, filter.to).filter((r) =>
    ofRecord(r.recordId),
  );
  const offRent = lines.filter((line) => {
    if (rentalRole(line) !== 'stop' || !ofRecord(line.parentRecordId)) return false;
    const stop = effectiveRentStop(line);
    const inRange = (day: string) => day >= filter.from && day <= filter.to;
    return inRange(line.siteDay) || inRange(stop);
  });
  const names = await rentalNames(db, scope.siteKey, {
    companyIds: uniqueIds([...summary, ...offRent].map((r) => r.companyId)),
    recordIds: uniqueIds([
      ...summary.map((r) => r.recordId),
      ...offRent.map((l) => l.parentRecordId),
    ]),
    objectIds: uniqueIds([...summary, ...offRent].map((r) => r.objectId)),
  });
  // None: blank; gone or deleted: [Unavailable] (as the transactions list shows them).
  const nameOf = (map: Map<string, string>, id: string | null) =>
    id === null ? '' : (map.get(id) ?? UNAVAILABLE);
  const rows: TRentalRow[] = summary
    .map((r) => ({
      ...r,
      companyName: nameOf(names.companies, r.companyId),
      recordTitle: nameOf(names.records, r.recordId),
      objectTitle: nameOf(names.objects, r.objectId),
    }))
    .sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName) ||
        a.recordTitle.localeCompare(b.recordTitle) ||
        a.objectTitle.localeCompare(b.objectTitle) ||
        a.rentStart.localeCompare(b.rentStart),
    );
  const user = inventoryUser(scope);
  const offRentLines: OffRentLine[] = offRent
    .map((line) => ({
      id: line.id,
      companyName: nameOf(names.companies, line.companyId),
      recordId: line.parentRecordId,
      recordTitle: nameOf(names.records, line.parentRecordId),
      objectTitle: nameOf(names.objects, line.objectId),
      value: line.value,
      siteDay: line.siteDay,
      rentStopDate: effectiveRentStop(line),
      earliest: earliestRentStop(billingCutoff, history.stoppedStart.get(line.id)),
      canEdit: mayChangeRentStop(user, line),
    }))
    .reverse();
  return { rows, offRentLines, billingCutoff };
}

function uniqueIds(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * inventoryRental.list: per company, craft record and object, the material on rent in the
 * range and its billable days; the range's Off Rent lines with the dates each may move to.
 */
export async function listRental(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TRentalFilter,
) {
  const view = await rentalView(db, scope, loadSite, filter);
  return { ...view, totals: rentalTotals(view.rows) };
}

/** inventoryRental.exportCsv: 'Rental - {MM-DD-YYYY}.csv' of the list's lines. */
export async function exportRental(
  db: DbOrTx,
  scope: Scope,
  loadSite: SiteSource,
  filter: TRentalFilter,
  now = new Date(),
) {
  const site = await loadSite();
  const { rows } = await rentalView(db, scope, loadSite, filter);
  return {
    filename: rentalExportFileName(formatExportFileDate(now, site.timezone)),
    csv: rentalCsv(rows),
    rows: rows.length,
  };
}

/**
 * inventoryRental.setRentStop: moves an Off Rent line's rent-stop date, within the rule
 * (rentStopRefusal). A line outside the caller's scope is not there for them.
 */
export async function setRentStop(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TSetRentStopInput,
  now = new Date(),
) {
  const site = await loadSite();
  const user = inventoryUser(scope);
  return db.transaction(async (tx) => {
    const line = await lockRentalLine(tx, scope.siteKey, input.transactionId);
    const visible = line && (scope.isPlantPersonnel || line.companyId === scope.companyId);
    if (!line || !visible) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (!mayChangeRentStop(user, line)) throw new AppError('FORBIDDEN', PERMISSION_ERROR_MESSAGE);
    if (rentalRole(line) !== 'stop') throw new AppError('BAD_REQUEST', RENTAL_TEXTS.notOffRent);
    const history = rentalHistory(
      await rentalLines(tx, scope.siteKey, {
        companyId: line.companyId,
        objectId: line.objectId,
      }),
    );
    const refusal = rentStopRefusal({
      rentStopDate: input.rentStopDate,
      lineDay: line.siteDay,
      billingCutoff: site.config.rentalBillingCutoff,
      rentStart: history.stoppedStart.get(line.id),
    });
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    const before = effectiveRentStop(line);
    await writeRentStop(tx, line.id, {
      rentStopDate: input.rentStopDate,
      userId: scope.userId,
      now,
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['inventory'], ids: [line.objectId] });
    if (before !== input.rentStopDate) {
      const names = await rentalNames(tx, scope.siteKey, {
        companyIds: [],
        recordIds: [],
        objectIds: [line.objectId],
      });
      await writeRentalAudit(tx, scope, {
        targetId: line.id,
        targetLabel: `Rent stop: ${names.objects.get(line.objectId) ?? UNAVAILABLE}`,
        before: { rentStopDate: before },
        after: { rentStopDate: input.rentStopDate },
      });
    }
    return { id: line.id, rentStopDate: input.rentStopDate };
  });
}
