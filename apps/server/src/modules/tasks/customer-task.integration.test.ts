import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { craftRecords, customerLocations, customers, estimates, tasks } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let plant: TestClient;

async function addCustomer(siteKey: string, name: string, deleted = false) {
  const id = randomUUID();
  await t.db
    .insert(customers)
    .values({ id, siteKey, name, deletedAt: deleted ? new Date() : null });
  const locationId = randomUUID();
  await t.db
    .insert(customerLocations)
    .values({ id: locationId, siteKey, customerId: id, fullAddress: `${name} Way 1` });
  return { id, locationId };
}

const job = (extra: Record<string, unknown>) => ({
  craftType: 10,
  taskType: TASK_TYPE.INSTALLATION,
  newRecord: { title: 'Porch rail', description: '', locationId: null, craftDetails: {} },
  schedule: { choice: 'urgent' as const },
  assignedCompanyId: site.companyA,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'CJOB');
  other = await createSiteFixture(t.db, 'CJOBX');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

describe('a Job for a customer (/create-customer-task)', () => {
  it('stores the customer and location on the new record and its task', async () => {
    const c = await addCustomer(site.siteKey, 'Harbor Bakery');
    const created = await plant.rpc.tasks.create(
      job({ customerId: c.id, customerLocationId: c.locationId }),
    );
    const [record] = await t.db
      .select()
      .from(craftRecords)
      .where(eq(craftRecords.id, created.craftRecordId));
    expect(record).toMatchObject({ customerId: c.id, customerLocationId: c.locationId });
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, created.taskId));
    expect(task).toMatchObject({ customerId: c.id, customerLocationId: c.locationId });
    // The Job's page names its customer and address.
    expect((await plant.rpc.craftRecords.get({ id: created.craftRecordId })).customer).toEqual({
      id: c.id,
      name: 'Harbor Bakery',
      address: 'Harbor Bakery Way 1',
    });

    const next = await plant.rpc.tasks.create({
      craftType: 10,
      taskType: TASK_TYPE.MODIFICATION,
      craftRecordId: created.craftRecordId,
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
    const [second] = await t.db.select().from(tasks).where(eq(tasks.id, next.taskId));
    expect(second).toMatchObject({ customerId: c.id, customerLocationId: c.locationId });
  });

  it.each([
    [
      'a customer of another site',
      async () => ({ customerId: (await addCustomer(other.siteKey, 'Elsewhere')).id }),
    ],
    [
      'a deleted customer',
      async () => ({ customerId: (await addCustomer(site.siteKey, 'Gone', true)).id }),
    ],
    [
      "another customer's location",
      async () => {
        const a = await addCustomer(site.siteKey, 'First');
        const b = await addCustomer(site.siteKey, 'Second');
        return { customerId: a.id, customerLocationId: b.locationId };
      },
    ],
  ])('refuses %s and saves nothing', async (_, given) => {
    const before = (await t.db.select().from(tasks).where(eq(tasks.siteKey, site.siteKey))).length;
    await expect(plant.rpc.tasks.create(job(await given()))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const after = (await t.db.select().from(tasks).where(eq(tasks.siteKey, site.siteKey))).length;
    expect(after).toBe(before);
  });

  it('refuses a location without its customer', async () => {
    const c = await addCustomer(site.siteKey, 'Lonely');
    await expect(
      plant.rpc.tasks.create(job({ customerLocationId: c.locationId })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  describe('made from an approved estimate', () => {
    async function approvedEstimate(number: number) {
      const c = await addCustomer(site.siteKey, `Estimate customer ${number}`);
      const id = randomUUID();
      await t.db.insert(estimates).values({
        id,
        siteKey: site.siteKey,
        number,
        customerId: c.id,
        customerLocationId: c.locationId,
        status: 'approved',
      });
      return { ...c, estimateId: id };
    }

    it('links the task and its record to the estimate, once', async () => {
      const e = await approvedEstimate(901);
      const input = job({
        customerId: e.id,
        customerLocationId: e.locationId,
        estimateId: e.estimateId,
      });
      const created = await plant.rpc.tasks.create(input);
      const [row] = await t.db.select().from(estimates).where(eq(estimates.id, e.estimateId));
      expect(row).toMatchObject({ taskId: created.taskId, craftRecordId: created.craftRecordId });
      await expect(plant.rpc.tasks.create(input)).rejects.toMatchObject({ code: 'CONFLICT' });
    });

    it('refuses it to a user who does not see the money', async () => {
      const e = await approvedEstimate(902);
      const contractor = await t.signIn(site.users.contractorA.email, PASSWORD);
      await expect(
        contractor.rpc.tasks.create(job({ customerId: e.id, estimateId: e.estimateId })),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
