import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, inventoryObjects, mailOutbox, siteUsers } from '../../db/schema.ts';
import type { SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  hidden,
  inventorySites,
  newObject,
  refused,
  tag,
  type Role,
} from './inventory-test-world.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<Role, TestClient>;
let otherAdmin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ({ site, c, other, otherAdmin } = await inventorySites(t, 'INVEDT'));
});
afterAll(() => t.close());

const loc = (i: 0 | 1) => site.locationIds[i] ?? '';

describe('inventoryObjects.setThreshold', () => {
  it("keeps the least of the locations' thresholds as the object's, and Low follows", async () => {
    const { id } = await newObject(c.plant, 10, 4);
    await c.plant.rpc.inventoryObjects.setThreshold({ id, locationId: loc(0), threshold: 12 });
    await expect(c.plant.rpc.inventoryObjects.get({ id })).resolves.toMatchObject({
      lowQuantityThreshold: 4,
      low: false,
    });
    await c.plant.rpc.inventoryObjects.setThreshold({ id, locationId: null, threshold: null });
    const got = await c.plant.rpc.inventoryObjects.get({ id });
    expect(got).toMatchObject({ lowQuantityThreshold: 12, low: true });
    expect(got.stock.map((s) => [s.locationId, s.lowQuantityThreshold])).toEqual([
      [null, null],
      [loc(0), 12],
    ]);
  });

  it('refuses company users on a shared object and a location of another site', async () => {
    const { id } = await newObject(c.plant);
    await expect(
      c.contractorA.rpc.inventoryObjects.setThreshold({ id, locationId: null, threshold: 1 }),
    ).rejects.toMatchObject(refused);
    await expect(
      c.plant.rpc.inventoryObjects.setThreshold({
        id,
        locationId: other.locationIds[0] ?? '',
        threshold: 1,
      }),
    ).rejects.toMatchObject(hidden);
  });
});

describe('inventoryObjects.setStatus', () => {
  it('sets an object Inactive and back; it stays in the list', async () => {
    const { id, title } = await newObject(c.contractorA);
    await c.contractorA.rpc.inventoryObjects.setStatus({ id, status: 90 });
    const { rows } = await c.contractorA.rpc.inventoryObjects.list({ search: title });
    expect(rows).toEqual([expect.objectContaining({ id, status: 90, statusName: 'Inactive' })]);
    await c.admin.rpc.inventoryObjects.setStatus({ id, status: 10 });
    await expect(c.admin.rpc.inventoryObjects.get({ id })).resolves.toMatchObject({ status: 10 });
  });

  it('refuses a company user on a shared object and hides it from another site', async () => {
    const { id } = await newObject(c.plant);
    await expect(
      c.foreman.rpc.inventoryObjects.setStatus({ id, status: 90 }),
    ).rejects.toMatchObject(refused);
    await expect(
      otherAdmin.rpc.inventoryObjects.setStatus({ id, status: 90 }),
    ).rejects.toMatchObject(hidden);
  });

  it('refuses a status outside the catalogue', async () => {
    const { id } = await newObject(c.plant);
    await expect(
      c.plant.rpc.inventoryObjects.setStatus({ id, status: 50 as 10 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('inventoryObjects.update', () => {
  it('renames an object and changes its craft types', async () => {
    const { id } = await newObject(c.contractorA);
    const title = `Renamed ${tag()}`;
    await c.contractorA.rpc.inventoryObjects.update({
      id,
      title: ` ${title} `,
      craftTypes: [30, 10],
    });
    const [row] = await t.db.select().from(inventoryObjects).where(eq(inventoryObjects.id, id));
    expect(row).toMatchObject({
      title,
      craftTypes: [10, 30],
      lastModifiedBy: site.users.contractorA.id,
    });
  });

  it('lets plant personnel authorize an object for other companies', async () => {
    const { id } = await newObject(c.contractorA);
    await c.plant.rpc.inventoryObjects.update({
      id,
      title: 'Moved to B',
      authorizedCompanies: [site.companyB],
    });
    await expect(c.contractorA.rpc.inventoryObjects.get({ id })).rejects.toMatchObject(hidden);
    await expect(c.contractorB.rpc.inventoryObjects.get({ id })).resolves.toMatchObject({
      authorizedCompanies: [site.companyB],
      mayEdit: true,
    });
    await c.admin.rpc.inventoryObjects.update({ id, title: 'For all', authorizedCompanies: [] });
    await expect(c.contractorA.rpc.inventoryObjects.get({ id })).resolves.toMatchObject({
      mayEdit: false,
    });
  });

  it.each([
    {
      what: "a company user's authorizedCompanies",
      by: 'contractorA' as const,
      companies: async () => [site.companyA],
      error: refused,
    },
    {
      what: "another site's company",
      by: 'plant' as const,
      companies: async () => [other.companyA],
      error: hidden,
    },
    {
      what: 'a deleted company',
      by: 'plant' as const,
      companies: async () => {
        const [gone] = await t.db
          .insert(companies)
          .values({
            id: `gone-${tag()}`,
            siteKey: site.siteKey,
            name: 'Gone',
            deletedAt: new Date(),
          })
          .returning();
        return [gone?.id ?? ''];
      },
      error: hidden,
    },
  ])('refuses $what', async ({ by, companies: authorizedCompanies, error }) => {
    const { id } = await newObject(c.contractorA);
    await expect(
      c[by].rpc.inventoryObjects.update({
        id,
        title: 'Mine',
        authorizedCompanies: await authorizedCompanies(),
      }),
    ).rejects.toMatchObject(error);
  });

  it.each(['contractorB', 'foreman', 'viewer'] as const)(
    'refuses %s on a shared object',
    async (role) => {
      const { id } = await newObject(c.plant);
      await expect(
        c[role].rpc.inventoryObjects.update({ id, title: 'Nope' }),
      ).rejects.toMatchObject(refused);
    },
  );

  it('refuses an empty or too long title', async () => {
    const { id } = await newObject(c.plant);
    await expect(c.plant.rpc.inventoryObjects.update({ id, title: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.plant.rpc.inventoryObjects.update({ id, title: 'x'.repeat(201) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the low-stock e-mail', () => {
  it('goes to subscribed plant users when a movement, a threshold or a new object is Low', async () => {
    await t.db
      .update(siteUsers)
      .set({ managementSubscriptions: { inventoryLowStock: true } })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.plant.id)));
    const moved = await newObject(c.plant, 10, 5);
    await c.plant.rpc.inventoryObjects.move({
      kind: 'reserve',
      objectId: moved.id,
      locationId: null,
      value: 6,
    });
    const raised = await newObject(c.plant, 10, 1);
    await c.plant.rpc.inventoryObjects.setThreshold({
      id: raised.id,
      locationId: null,
      threshold: 10,
    });
    const bornLow = await newObject(c.plant, 2, 5);
    await newObject(c.plant, 0, 0);
    const subjects = async () => {
      const mails = await t.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'inventory-low-stock'),
            eq(mailOutbox.to, site.users.plant.email),
          ),
        );
      return mails.map((m) => m.subject).sort();
    };
    await expect
      .poll(subjects, { timeout: 5000 })
      .toEqual(
        [moved.title, raised.title, bornLow.title].map((title) => `Low stock: ${title}`).sort(),
      );
  });
});
