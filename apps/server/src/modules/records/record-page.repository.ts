import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../access/scope.ts';
import { liveTaskInScope } from '../../access/scope-filters.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  assets,
  attachments,
  companies,
  customerLocations,
  customers,
  locations,
  photos,
  tasks,
  users,
} from '../../db/schema.ts';
import type { CraftRecord } from './craft-record.repository.ts';
import { attachmentScope } from './record-files.repository.ts';

/** The rows of the craft record page: its place, creator, photos, attachments and tasks in scope. */
export async function findRecordPageRows(db: DbOrTx, scope: Scope, record: CraftRecord) {
  const id = record.id;
  const [location, asset, creator, photoRows, attachmentRows, taskRows] = await Promise.all([
    record.locationId
      ? db.query.locations.findFirst({ where: eq(locations.id, record.locationId) })
      : null,
    // A deleted asset reads as none: the record shows it as [Unavailable].
    record.assetId
      ? db.query.assets.findFirst({
          where: and(eq(assets.id, record.assetId), isNull(assets.deletedAt)),
        })
      : null,
    record.createdBy
      ? db.query.users.findFirst({ where: eq(users.id, record.createdBy), columns: { name: true } })
      : null,
    db
      .select()
      .from(photos)
      .where(eq(photos.craftRecordId, id))
      .orderBy(asc(photos.timestampCreated)),
    db
      .select({
        id: attachments.id,
        filename: attachments.filename,
        contentType: attachments.contentType,
        sizeBytes: attachments.sizeBytes,
        taskId: attachments.taskId,
        timestampCreated: attachments.timestampCreated,
        createdById: attachments.createdBy,
        createdByName: users.name,
      })
      .from(attachments)
      .leftJoin(users, eq(users.id, attachments.createdBy))
      .where(and(eq(attachments.craftRecordId, id), attachmentScope(scope)))
      .orderBy(desc(attachments.timestampCreated)),
    db
      .select({ task: tasks, companyName: companies.name })
      .from(tasks)
      .leftJoin(companies, eq(companies.id, tasks.assignedCompanyId))
      .where(and(eq(tasks.craftRecordId, id), liveTaskInScope(scope))),
  ]);
  return { location, asset, creator, photoRows, attachmentRows, taskRows };
}

export type RecordPageTaskRow = Awaited<ReturnType<typeof findRecordPageRows>>['taskRows'][number];

/** A Job's customer and location as its page shows them (name and address; kept if deleted). */
export async function findRecordCustomer(
  db: DbOrTx,
  siteKey: string,
  customerId: string | null,
  customerLocationId: string | null,
) {
  if (!customerId) return null;
  const [row] = await db
    .select({ id: customers.id, name: customers.name, address: customerLocations.fullAddress })
    .from(customers)
    .leftJoin(
      customerLocations,
      and(
        eq(customerLocations.id, customerLocationId ?? ''),
        eq(customerLocations.customerId, customers.id),
      ),
    )
    .where(and(eq(customers.id, customerId), eq(customers.siteKey, siteKey)));
  return row ? { id: row.id, name: row.name, address: row.address ?? null } : null;
}
