import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_TRANSACTION_TYPE as TT,
  isLowStock,
} from '@craftwork/domain/catalogues/inventory';
import {
  inventoryObjects,
  inventoryStock,
  inventoryTransactions,
  siteUsers,
  users,
} from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoInventory } from './inventory.ts';
import { DEMO_SITE_KEY, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
  // The lead's seedDemo may call it already: a second call must change nothing.
  await t.db.transaction((tx) => seedDemoInventory(tx, { siteKey: DEMO_SITE_KEY }));
});
afterAll(() => t.close());

const objects = () =>
  t.db
    .select()
    .from(inventoryObjects)
    .where(eq(inventoryObjects.siteKey, DEMO_SITE_KEY))
    .orderBy(asc(inventoryObjects.title));
const transactions = () =>
  t.db.select().from(inventoryTransactions).where(eq(inventoryTransactions.siteKey, DEMO_SITE_KEY));

describe('the demo inventory', () => {
  it('has scaffold material with stock and a Low threshold, the ladders Low', async () => {
    const rows = await objects();
    expect(rows.map((o) => o.title)).toEqual([
      '10 ft Tube',
      '21 ft Tube',
      '5 ft Tube',
      '8 ft Plank',
      'Base Plate',
      'Ladder (12 ft)',
      'Right-Angle Coupler',
      'Swivel Coupler',
      'Toe Board (10 ft)',
    ]);
    for (const o of rows) expect(o.lowQuantityThreshold).toBeGreaterThan(0);
    expect(rows.filter(isLowStock).map((o) => o.title)).toEqual(['Ladder (12 ft)']);
    const stock = await t.db
      .select()
      .from(inventoryStock)
      .where(eq(inventoryStock.siteKey, DEMO_SITE_KEY));
    // The totals are the sums of the per-location rows; some objects are at two locations.
    for (const o of rows) {
      const own = stock.filter((s) => s.objectId === o.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.reduce((sum, s) => sum + s.available, 0)).toBeCloseTo(o.quantityAvailable);
      expect(own.reduce((sum, s) => sum + s.inUse, 0)).toBeCloseTo(o.quantityInUse);
    }
    expect(stock.filter((s) => s.objectId === rows[1]?.id)).toHaveLength(2);
  });

  it('has a history of every kind the demo shows, over past weeks', async () => {
    const lines = await transactions();
    const types = new Set(lines.map((l) => l.type));
    for (const type of [
      TT.CORRECTION_AVAILABLE,
      TT.ON_RENT_FROM_LAYDOWN_YARD,
      TT.OFF_RENT_TO_LAYDOWN_YARD,
      TT.SENT_TO_OTHER_LOCATION,
      TT.RECEIVED_FROM_OTHER_LOCATION,
      TT.RESERVE,
    ])
      expect(types).toContain(type);
    const onRent = lines.filter((l) => l.type === TT.ON_RENT_FROM_LAYDOWN_YARD);
    for (const l of onRent) {
      expect(l.parentRecordId).toEqual(expect.any(String));
      expect(l.companyId).toEqual(expect.any(String));
    }
    expect(onRent.filter((l) => l.taskId).length).toBeGreaterThan(0);
    const days = new Set(lines.map((l) => l.siteDay));
    expect(days.size).toBeGreaterThanOrEqual(6);
    const oldest = Math.min(...lines.map((l) => l.timestampCreated.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(30 * 24 * 3600_000);
    const off = lines.find((l) => l.type === TT.OFF_RENT_TO_LAYDOWN_YARD);
    expect(off?.rentStopDate).toBe(off?.siteDay);
  });

  it('subscribes the site admin to low-stock e-mails', async () => {
    const [row] = await t.db
      .select({ m: siteUsers.managementSubscriptions })
      .from(siteUsers)
      .innerJoin(users, eq(users.id, siteUsers.userId))
      .where(and(eq(siteUsers.siteKey, DEMO_SITE_KEY), eq(users.email, 'admin@craftwork.demo')));
    expect(row?.m).toMatchObject({ inventoryLowStock: true });
  });

  it('changes nothing when run again', async () => {
    const before = { objects: await objects(), lines: (await transactions()).length };
    await t.db.transaction((tx) => seedDemoInventory(tx, { siteKey: DEMO_SITE_KEY }));
    expect(await objects()).toEqual(before.objects);
    expect((await transactions()).length).toBe(before.lines);
  });
});
