import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@craftwork/domain/site/subscriptions';
import { siteUsers, sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;

async function setInventory(siteKey: string, on: boolean) {
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ inventoryEnabled: on })}::jsonb`,
    })
    .where(eq(sites.siteKey, siteKey));
}

async function stored(s: SiteFixture, userId: string) {
  const [row] = await t.db
    .select({ m: siteUsers.managementSubscriptions })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteKey, s.siteKey), eq(siteUsers.userId, userId)));
  return row?.m;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SUBS');
  other = await createSiteFixture(t.db, 'SUBX');
  await setInventory(site.siteKey, true);
  await setInventory(other.siteKey, true);
});
afterAll(() => t.close());

const LOW_STOCK = { key: 'inventoryLowStock', label: 'Low-stock e-mails' };

describe('subscriptions.mine', () => {
  it.each(['admin', 'plant'] as const)(
    'offers %s the low-stock e-mail, off at first',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      const { subscriptions } = await c.rpc.subscriptions.mine();
      expect(subscriptions).toEqual([expect.objectContaining({ ...LOW_STOCK, on: false })]);
    },
  );

  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'offers the company user %s nothing',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      expect(await c.rpc.subscriptions.mine()).toEqual({ subscriptions: [] });
    },
  );

  it('refuses an applicant and a signed-out caller', async () => {
    const applicant = await t.signIn(site.users.applicant.email, PASSWORD);
    await expect(applicant.rpc.subscriptions.mine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.subscriptions.mine()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('subscriptions.set', () => {
  it.each(['admin', 'plant'] as const)(
    'lets %s switch the low-stock e-mail on and off, on their own row only',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      const on = await c.rpc.subscriptions.set({ key: 'inventoryLowStock', on: true });
      expect(on.subscriptions[0]?.on).toBe(true);
      expect(await stored(site, site.users[role].id)).toEqual({ inventoryLowStock: true });
      expect((await c.rpc.subscriptions.mine()).subscriptions[0]?.on).toBe(true);
      // The other site's same role is untouched.
      expect(await stored(other, other.users[role].id)).toEqual({});

      const off = await c.rpc.subscriptions.set({ key: 'inventoryLowStock', on: false });
      expect(off.subscriptions[0]?.on).toBe(false);
      expect(await stored(site, site.users[role].id)).toEqual({});
    },
  );

  it('keeps other stored keys', async () => {
    await t.db
      .update(siteUsers)
      .set({ managementSubscriptions: { weeklyReport: true } })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.plant.id)));
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await c.rpc.subscriptions.set({ key: 'inventoryLowStock', on: true });
    expect(await stored(site, site.users.plant.id)).toEqual({
      weeklyReport: true,
      inventoryLowStock: true,
    });
  });

  it.each(['foreman', 'contractorA', 'contractorB'] as const)(
    'refuses the company user %s',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      await expect(
        c.rpc.subscriptions.set({ key: 'inventoryLowStock', on: true }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: SUBSCRIPTION_MESSAGES.notAvailable });
      expect(await stored(site, site.users[role].id)).toEqual({});
    },
  );

  it('refuses an applicant and a signed-out caller', async () => {
    const applicant = await t.signIn(site.users.applicant.email, PASSWORD);
    const input = { key: 'inventoryLowStock' as const, on: true };
    await expect(applicant.rpc.subscriptions.set(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(t.client().rpc.subscriptions.set(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a key the table does not have', async () => {
    const c = await t.signIn(site.users.admin.email, PASSWORD);
    await expect(
      c.rpc.subscriptions.set({ key: 'weeklyReport' as 'inventoryLowStock', on: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('offers and accepts nothing while the site has inventory off', async () => {
    await setInventory(site.siteKey, false);
    try {
      const c = await t.signIn(site.users.admin.email, PASSWORD);
      expect(await c.rpc.subscriptions.mine()).toEqual({ subscriptions: [] });
      await expect(
        c.rpc.subscriptions.set({ key: 'inventoryLowStock', on: true }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await setInventory(site.siteKey, true);
    }
  });
});
