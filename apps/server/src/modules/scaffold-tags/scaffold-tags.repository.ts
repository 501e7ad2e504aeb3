import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { qrTagNumber } from '@craftwork/domain/records/qr-tag';
import type { Scope } from '../../access/scope.ts';
import { craftRecordScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import { craftRecords, locations, sites } from '../../db/schema.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { scaffoldFactColumns } from '../compliance/index.ts';
import type { CraftRecord } from '../records/index.ts';

/** The live record of a tag token, with its scaffold facts, location and site's settings. */
export async function findTagRecord(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      ...scaffoldFactColumns,
      siteKey: craftRecords.siteKey,
      title: craftRecords.title,
      craftDetails: craftRecords.craftDetails,
      locationTitle: locations.title,
      timeZone: sites.timezone,
      customizations: sites.customizations,
    })
    .from(craftRecords)
    .innerJoin(sites, eq(sites.siteKey, craftRecords.siteKey))
    .leftJoin(
      locations,
      and(eq(locations.id, craftRecords.locationId), eq(locations.siteKey, craftRecords.siteKey)),
    )
    .where(and(eq(craftRecords.tagToken, token), isNull(craftRecords.deletedAt)));
  return row ?? null;
}

/** Whether the record is one the scope may open (its site, company and locations). */
export async function isRecordInScope(db: DbOrTx, scope: Scope, recordId: string) {
  const [row] = await db
    .select({ id: craftRecords.id })
    .from(craftRecords)
    .where(
      and(eq(craftRecords.id, recordId), craftRecordScope(scope), isNull(craftRecords.deletedAt)),
    );
  return row !== undefined;
}

/** Keeps the record's token, or sets this one when it has none; answers the token kept. */
export async function keepOrSetTagToken(tx: DbOrTx, recordId: string, token: string) {
  const [row] = await tx
    .update(craftRecords)
    .set({ tagToken: sql`coalesce(${craftRecords.tagToken}, ${token})` })
    .where(eq(craftRecords.id, recordId))
    .returning({ tagToken: craftRecords.tagToken });
  return row?.tagToken ?? token;
}

/** Replaces the record's token: the old one answers "not found" from now on. */
export async function replaceTagToken(tx: DbOrTx, recordId: string, token: string) {
  await tx.update(craftRecords).set({ tagToken: token }).where(eq(craftRecords.id, recordId));
}

/** A fresh token: 32 random bytes, base64url (43 characters). */
export function newTagToken(): string {
  return randomBytes(32).toString('base64url');
}

export const auditTarget = (record: CraftRecord) =>
  qrTagNumber(record.craftDetails) + ' ' + record.title;

/**
 * The record's token, created (and audited) on first use. For the tag page's link and for the
 * printed tag, whose QR code opens it.
 */
export async function ensureTagToken(tx: DbOrTx, scope: Scope, record: CraftRecord) {
  if (record.tagToken) return record.tagToken;
  const fresh = newTagToken();
  const kept = await keepOrSetTagToken(tx, record.id, fresh);
  if (kept === fresh) {
    await writeAudit(tx, {
      siteKey: scope.siteKey,
      actorId: scope.userId,
      area: 'compliance',
      action: 'created',
      targetId: record.id,
      targetLabel: auditTarget(record),
      after: { tagLink: 'Created' },
    });
    await notifyChange(tx, { site: scope.siteKey, topics: ['compliance'], ids: [record.id] });
  }
  return kept;
}
