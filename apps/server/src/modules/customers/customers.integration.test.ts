import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, type TCustomerInput } from '@craftwork/domain/billing/customers';
import { auditLog, craftRecords, customers, sites, siteUsers } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant';
const c = {} as Record<Role | 'otherAdmin', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'CUSTOMERS');
  other = await createSiteFixture(t.db, 'CUSTOMERX');
  for (const role of [
    'admin',
    'plant',
    'foreman',
    'contractorA',
    'contractorB',
    'applicant',
  ] as const)
    c[role] = await t.signIn(site.users[role].email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

let n = 0;
const customer = (fields: Partial<TCustomerInput> = {}): TCustomerInput => ({
  name: `Acme ${++n}`,
  firstName: 'Jane',
  lastName: 'Doe',
  email: `jane${n}@acme.test`,
  phone: '555-0100',
  notes: 'Gate code 1234',
  type: 'commercial',
  tags: ['VIP'],
  isTaxExempt: false,
  website: 'https://acme.test',
  ...fields,
});
const location = { fullAddress: '1 Main St, Houston, TX', latitude: 29.76, longitude: -95.36 };

const refused = { code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE };
const notFound = { code: 'NOT_FOUND', message: CUSTOMER_MESSAGES.notFound };

async function auditOf(targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.area, 'billing')))
    .orderBy(auditLog.createdAt);
}

async function setSite(s: SiteFixture, change: PgUpdateSetSource<typeof sites>) {
  await t.db.update(sites).set(change).where(eq(sites.siteKey, s.siteKey));
}

describe('customers.save and get', () => {
  it('creates a customer with every field, audited, and reads it back', async () => {
    const input = customer({ tags: [' VIP ', 'vip', 'North'] });
    const { id } = await c.admin.rpc.customers.save(input);
    const got = await c.admin.rpc.customers.get({ id });
    expect(got).toMatchObject({
      ...input,
      tags: ['VIP', 'North'],
      deleted: false,
      locationCount: 0,
      locations: [],
      billToCustomerId: null,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'created', actorId: site.users.admin.id });
  });

  it('edits only what changed and audits the change', async () => {
    const { id } = await c.plant.rpc.customers.save(customer());
    await c.plant.rpc.customers.save({ ...customer(), id, name: 'Renamed', isTaxExempt: true });
    const got = await c.plant.rpc.customers.get({ id });
    expect(got).toMatchObject({ name: 'Renamed', isTaxExempt: true });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(entries[1]?.after).toMatchObject({ name: 'Renamed', isTaxExempt: true });
  });

  it('bills to another live customer of the site, never itself nor another site', async () => {
    const payer = await c.admin.rpc.customers.save(customer({ name: 'Payer Inc' }));
    const { id } = await c.admin.rpc.customers.save(customer({ billToCustomerId: payer.id }));
    expect(await c.admin.rpc.customers.get({ id })).toMatchObject({
      billToCustomerId: payer.id,
      billToCustomerName: 'Payer Inc',
    });
    await expect(
      c.admin.rpc.customers.save({ ...customer(), id, billToCustomerId: id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CUSTOMER_MESSAGES.billToSelf });
    const foreign = await c.otherAdmin.rpc.customers.save(customer());
    await expect(
      c.admin.rpc.customers.save(customer({ billToCustomerId: foreign.id })),
    ).rejects.toMatchObject(notFound);
    await c.admin.rpc.customers.remove({ id: payer.id });
    await expect(
      c.admin.rpc.customers.save(customer({ billToCustomerId: payer.id })),
    ).rejects.toMatchObject(notFound);
  });

  it('refuses bad fields with the form texts', async () => {
    await expect(c.admin.rpc.customers.save(customer({ name: ' ' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.admin.rpc.customers.save(customer({ email: 'not-an-address' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      c.admin.rpc.customers.save(customer({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('customers.list, tags and exportCsv', () => {
  it('searches name, first and last name, e-mail, phone and tags', async () => {
    const { id } = await c.admin.rpc.customers.save(
      customer({
        name: 'Zephyr Plumbing',
        firstName: 'Quincy',
        lastName: 'Oakhart',
        email: 'billing@zephyr.test',
        phone: '713-555-9876',
        tags: ['Warranty'],
      }),
    );
    for (const search of ['zephyr', 'QUINCY', 'oakhart', 'billing@zephyr', '555-9876', 'warr']) {
      const { rows } = await c.admin.rpc.customers.list({ search });
      expect(
        rows.map((r) => r.id),
        search,
      ).toContain(id);
    }
    const { rows } = await c.admin.rpc.customers.list({ search: 'zephyr nobody' });
    expect(rows).toEqual([]);
  });

  it('filters by tag and lists the tags in use', async () => {
    const { id } = await c.admin.rpc.customers.save(customer({ tags: ['Solar'] }));
    const { rows, total } = await c.admin.rpc.customers.list({ tags: ['Solar'] });
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(total).toBe(1);
    expect(await c.admin.rpc.customers.tags()).toEqual(expect.arrayContaining(['Solar', 'VIP']));
  });

  it('exports the filtered customers as Customers - {MM-DD-YYYY}.csv', async () => {
    await c.admin.rpc.customers.save(customer({ name: 'Export Me', tags: ['Exported'] }));
    const file = await c.admin.rpc.customers.exportCsv({ tags: ['Exported'] });
    expect(file.filename).toMatch(/^Customers - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(file.rows).toBe(1);
    expect(file.csv.split('\r\n')[0]).toMatch(/^Name,First Name,Last Name,E-mail,Phone,Type/);
    expect(file.csv).toContain('Export Me');
  });
});

describe('customers.remove and restore', () => {
  it('moves a customer to the deleted list and back, audited', async () => {
    const { id } = await c.admin.rpc.customers.save(customer({ name: 'Gone Soon' }));
    await c.admin.rpc.customers.remove({ id });
    expect((await c.admin.rpc.customers.list({ search: 'gone soon' })).rows).toEqual([]);
    const deleted = await c.admin.rpc.customers.list({ search: 'gone soon', deleted: true });
    expect(deleted.rows).toMatchObject([{ id, deleted: true }]);
    expect(await c.admin.rpc.customers.get({ id })).toMatchObject({ deleted: true });
    await expect(c.admin.rpc.customers.save({ ...customer(), id })).rejects.toMatchObject(notFound);
    await c.admin.rpc.customers.restore({ id });
    expect((await c.admin.rpc.customers.list({ search: 'gone soon' })).rows).toMatchObject([
      { id, deleted: false },
    ]);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.deletedAt).toBeNull();
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['created', 'deleted', 'updated']);
  });
});

describe('customers.saveLocation and removeLocation', () => {
  it('adds, edits and removes a location', async () => {
    const { id: customerId } = await c.admin.rpc.customers.save(customer());
    const { id } = await c.admin.rpc.customers.saveLocation({ customerId, ...location });
    let got = await c.admin.rpc.customers.get({ id: customerId });
    expect(got.locationCount).toBe(1);
    expect(got.locations).toMatchObject([{ id, ...location, deleted: false }]);
    await c.admin.rpc.customers.saveLocation({
      id,
      customerId,
      ...location,
      city: 'Houston',
      latitude: null,
      longitude: null,
    });
    got = await c.admin.rpc.customers.get({ id: customerId });
    expect(got.locations[0]).toMatchObject({ city: 'Houston', latitude: null });
    await c.admin.rpc.customers.removeLocation({ id });
    got = await c.admin.rpc.customers.get({ id: customerId });
    expect(got.locations).toEqual([]);
    expect(got.locationCount).toBe(0);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses a latitude out of range and a missing address', async () => {
    const { id: customerId } = await c.admin.rpc.customers.save(customer());
    await expect(
      c.admin.rpc.customers.saveLocation({ customerId, ...location, latitude: 91 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      c.admin.rpc.customers.saveLocation({ customerId, fullAddress: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses to move a location to another customer through the edit', async () => {
    const a = await c.admin.rpc.customers.save(customer());
    const b = await c.admin.rpc.customers.save(customer());
    const { id } = await c.admin.rpc.customers.saveLocation({ customerId: a.id, ...location });
    await expect(
      c.admin.rpc.customers.saveLocation({ id, customerId: b.id, ...location }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: CUSTOMER_MESSAGES.locationNotFound });
  });
});

describe("another site's customers", () => {
  it('answers NOT_FOUND to every procedure given another site’s ids', async () => {
    const { id } = await c.otherAdmin.rpc.customers.save(customer({ name: 'Elsewhere Co' }));
    const { id: locationId } = await c.otherAdmin.rpc.customers.saveLocation({
      customerId: id,
      ...location,
    });
    await expect(c.admin.rpc.customers.get({ id })).rejects.toMatchObject(notFound);
    await expect(c.admin.rpc.customers.tasks({ id })).rejects.toMatchObject(notFound);
    await expect(c.admin.rpc.customers.save({ ...customer(), id })).rejects.toMatchObject(notFound);
    await expect(c.admin.rpc.customers.remove({ id })).rejects.toMatchObject(notFound);
    await expect(c.admin.rpc.customers.restore({ id })).rejects.toMatchObject(notFound);
    await expect(
      c.admin.rpc.customers.saveLocation({ customerId: id, ...location }),
    ).rejects.toMatchObject(notFound);
    await expect(c.admin.rpc.customers.removeLocation({ id: locationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CUSTOMER_MESSAGES.locationNotFound,
    });
    const mine = await c.admin.rpc.customers.list({ search: 'elsewhere' });
    expect(mine.rows).toEqual([]);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ name: 'Elsewhere Co', deletedAt: null });
  });
});

describe('who may use the customers procedures', () => {
  it('refuses company users unless their company manages the site', async () => {
    await expect(c.contractorA.rpc.customers.list({})).rejects.toMatchObject(refused);
    await expect(c.contractorA.rpc.customers.save(customer())).rejects.toMatchObject(refused);
    await setSite(site, { managingCompanyId: site.companyA });
    try {
      const { id } = await c.contractorA.rpc.customers.save(customer({ name: 'Managed By A' }));
      expect((await c.contractorA.rpc.customers.get({ id })).name).toBe('Managed By A');
      await c.contractorA.rpc.customers.saveLocation({ customerId: id, ...location });
      await c.contractorA.rpc.customers.remove({ id });
      await c.contractorA.rpc.customers.restore({ id });
      await expect(c.contractorB.rpc.customers.list({})).rejects.toMatchObject(refused);
      await expect(c.contractorB.rpc.customers.get({ id })).rejects.toMatchObject(refused);
    } finally {
      await setSite(site, { managingCompanyId: null });
    }
  });

  it('refuses an applicant and a signed-out caller', async () => {
    await expect(c.applicant.rpc.customers.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.customers.list({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('customers.tasks', () => {
  it("lists the tasks of the customer's Jobs that the caller sees", async () => {
    const { id } = await c.admin.rpc.customers.save(customer());
    const done = new Date('2026-03-02T15:00:00Z');
    const job = await addCraftRecord(t.db, site, { customerId: id, title: 'Job for customer' }, [
      { taskStatus: 30, title: 'Open task' },
      { taskStatus: 90, title: 'Done task', timestampTaskCompleted: done },
      { taskStatus: 30, title: 'Deleted task', deletedAt: new Date() },
      { taskStatus: 30, title: 'Task of B', assignedCompanyId: site.companyB },
    ]);
    await addCraftRecord(t.db, site, {}, [{ taskStatus: 30, title: 'Someone else' }]);
    const rows = await c.admin.rpc.customers.tasks({ id });
    expect(rows.map((r) => r.title).sort()).toEqual(['Done task', 'Open task', 'Task of B']);
    expect(rows.find((r) => r.title === 'Done task')).toMatchObject({
      craftRecordId: job.id,
      craftRecordTitle: 'Job for customer',
      completed: done.toISOString(),
      statusName: expect.any(String),
    });
    await setSite(site, { managingCompanyId: site.companyA });
    try {
      const seen = await c.contractorA.rpc.customers.tasks({ id });
      expect(seen.map((r) => r.title).sort()).toEqual(['Done task', 'Open task']);
    } finally {
      await setSite(site, { managingCompanyId: null });
    }
    await t.db
      .update(craftRecords)
      .set({ deletedAt: new Date() })
      .where(eq(craftRecords.id, job.id));
    expect(await c.admin.rpc.customers.tasks({ id })).toEqual([]);
  });
});

describe('customers.pick and createForJob', () => {
  const customerSite = sql`${sites.customizations} || '{"siteClassification": "customers"}'::jsonb`;
  const plainSite = sql`${sites.customizations} - 'siteClassification'`;

  it('lets task creators of a customer site pick and create customers with a location', async () => {
    await setSite(site, { customizations: customerSite });
    try {
      const made = await c.contractorA.rpc.customers.createForJob({
        customer: customer({ name: 'Walk-in Customer' }),
        location,
      });
      const picked = await c.foreman.rpc.customers.pick({ search: 'walk-in' });
      expect(picked).toEqual([
        {
          id: made.customerId,
          name: 'Walk-in Customer',
          isTaxExempt: false,
          locations: [
            {
              id: made.customerLocationId,
              fullAddress: location.fullAddress,
              latitude: location.latitude,
              longitude: location.longitude,
            },
          ],
        },
      ]);
      // Still a money screen: the contractor created the customer but cannot open the list.
      await expect(c.contractorA.rpc.customers.list({})).rejects.toMatchObject(refused);
      await expect(c.applicant.rpc.customers.pick({})).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const made2 = (await auditOf(made.customerId))[0];
      expect(made2).toMatchObject({ action: 'created', actorId: site.users.contractorA.id });
    } finally {
      await setSite(site, { customizations: plainSite });
    }
  });

  it('refuses a member who may not create tasks', async () => {
    const member = eq(siteUsers.userId, site.users.contractorB.id);
    const [stored] = await t.db.select().from(siteUsers).where(member);
    try {
      await setSite(site, { customizations: customerSite });
      await t.db
        .update(siteUsers)
        .set({ permissions: { ...stored!.permissions, canCreateTasks: false } })
        .where(member);
      await expect(c.contractorB.rpc.customers.pick({})).rejects.toMatchObject(refused);
      await expect(
        c.contractorB.rpc.customers.createForJob({ customer: customer(), location }),
      ).rejects.toMatchObject(refused);
    } finally {
      await t.db.update(siteUsers).set({ permissions: stored!.permissions }).where(member);
      await setSite(site, { customizations: plainSite });
    }
  });

  it('elsewhere, only those who see money pick customers', async () => {
    await expect(c.contractorA.rpc.customers.pick({})).rejects.toMatchObject(refused);
    await expect(
      c.contractorA.rpc.customers.createForJob({ customer: customer(), location }),
    ).rejects.toMatchObject(refused);
    const made = await c.plant.rpc.customers.createForJob({ customer: customer(), location });
    const picked = await c.plant.rpc.customers.pick({});
    expect(picked.map((p) => p.id)).toContain(made.customerId);
    expect(await c.otherAdmin.rpc.customers.pick({})).not.toContainEqual(
      expect.objectContaining({ id: made.customerId }),
    );
  });
});
