import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import type { Database } from '../db/client.ts';
import {
  companies,
  craftRecords,
  customers,
  invoiceLines,
  invoices,
  locations,
  tasks,
  userLocations,
} from '../db/schema.ts';
import { recountCraftRecord } from '../modules/records/index.ts';
import { addMember, createSite, createVerifiedUser } from '../modules/sites/index.ts';

export const PASSWORD = 'correct horse battery';

export type SiteFixture = {
  siteKey: string;
  locationIds: string[];
  companyA: string;
  companyB: string;
  users: Record<
    'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant',
    { id: string; email: string }
  >;
};

/** A site with a user per principal of the authorization matrix. */
export async function createSiteFixture(db: Database, siteKey: string): Promise<SiteFixture> {
  await createSite(db, { siteKey, name: `Site ${siteKey}` });
  const locationIds = [randomUUID(), randomUUID()];
  await db
    .insert(locations)
    .values(locationIds.map((id, i) => ({ id, siteKey, title: `Area ${i + 1}` })));
  const [companyA, companyB] = [randomUUID(), randomUUID()];
  await db.insert(companies).values([
    { id: companyA, siteKey, name: 'Company A', craftTypes: [10] },
    { id: companyB, siteKey, name: 'Company B', craftTypes: [30] },
  ]);
  const contractor: TPermissions = { ...PERMISSION_PRESETS.foreman, canRouteAwaiting: false };
  const specs = {
    admin: { permissions: PERMISSION_PRESETS.siteAdmin, company: null },
    plant: { permissions: PERMISSION_PRESETS.plantUser, company: null },
    foreman: { permissions: PERMISSION_PRESETS.foreman, company: companyA },
    contractorA: { permissions: contractor, company: companyA },
    contractorB: { permissions: contractor, company: companyB },
    applicant: { permissions: null, company: null },
  } as const;
  const users = {} as SiteFixture['users'];
  for (const [role, spec] of Object.entries(specs) as [
    keyof typeof specs,
    (typeof specs)[keyof typeof specs],
  ][]) {
    const email = `${role.toLowerCase()}@${siteKey.toLowerCase()}.test`;
    const id = await createVerifiedUser(db, {
      email,
      password: PASSWORD,
      displayName: `${role} ${siteKey}`,
    });
    await addMember(db, {
      siteKey,
      userId: id,
      approved: spec.permissions !== null,
      permissions: spec.permissions ?? undefined,
      companyId: spec.company,
    });
    if (spec.permissions) {
      await db
        .insert(userLocations)
        .values(
          locationIds.map((locationId) => ({ siteKey, userId: id, locationId, value: true })),
        );
    }
    users[role] = { id, email };
  }
  return { siteKey, locationIds, companyA, companyB, users };
}

export type TaskSpec = Partial<typeof tasks.$inferInsert> & { taskStatus: number };

/** A craft record with tasks in a fixture site; counters recomputed as the app keeps them. */
export async function addCraftRecord(
  db: Database,
  site: SiteFixture,
  record: Partial<typeof craftRecords.$inferInsert> = {},
  taskSpecs: TaskSpec[] = [],
) {
  const id = randomUUID();
  const companies = [...new Set(taskSpecs.map((t) => t.assignedCompanyId ?? site.companyA))];
  await db.insert(craftRecords).values({
    id,
    siteKey: site.siteKey,
    title: `Record ${id.slice(0, 8)}`,
    craftType: 10,
    locationId: site.locationIds[0],
    authorizedCompanies: companies,
    createdBy: site.users.plant.id,
    ...record,
  });
  const taskIds: string[] = [];
  for (const spec of taskSpecs) {
    const taskId = randomUUID();
    await db.insert(tasks).values({
      id: taskId,
      siteKey: site.siteKey,
      craftRecordId: id,
      title: `Task ${taskId.slice(0, 8)}`,
      taskType: 10,
      craftType: record.craftType ?? 10,
      locationId: record.locationId ?? site.locationIds[0],
      assignedCompanyId: site.companyA,
      createdBy: site.users.plant.id,
      ...spec,
    });
    taskIds.push(taskId);
  }
  await recountCraftRecord(db, id);
  return { id, taskIds };
}

/**
 * An invoice of a new customer with one line for its whole total (issued March 1, due March 31),
 * as the invoice screen would have saved and sent it: its id.
 */
export async function addInvoice(
  db: Database,
  site: SiteFixture,
  {
    customerName,
    lineName,
    totalCents = 12_500,
    status = 'sent',
  }: { customerName: string; lineName: string; totalCents?: number; status?: 'draft' | 'sent' },
): Promise<string> {
  const customerId = randomUUID();
  await db.insert(customers).values({ id: customerId, siteKey: site.siteKey, name: customerName });
  const id = randomUUID();
  await db.insert(invoices).values({
    id,
    siteKey: site.siteKey,
    number: Math.floor(Math.random() * 1_000_000) + 1000,
    customerId,
    status,
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    subtotalCents: totalCents,
    totalCents,
  });
  await db.insert(invoiceLines).values({
    id: randomUUID(),
    invoiceId: id,
    position: 0,
    name: lineName,
    unit: 'day',
    quantityMilli: 1000,
    unitPriceCents: totalCents,
    amountCents: totalCents,
  });
  return id;
}
