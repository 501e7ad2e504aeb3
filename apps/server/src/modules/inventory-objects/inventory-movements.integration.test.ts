import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belowZeroMessage } from '@craftwork/domain/inventory/quantities';
import { locations } from '../../db/schema.ts';
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
  ({ site, c, other, otherAdmin } = await inventorySites(t, 'INVMOV'));
});
afterAll(() => t.close());

const loc = (i: 0 | 1) => site.locationIds[i] ?? '';

describe('inventoryObjects.move', () => {
  it('corrects a quantity with its reason, by user and company', async () => {
    const { id } = await newObject(c.contractorA);
    await c.contractorA.rpc.inventoryObjects.move({
      kind: 'correction',
      objectId: id,
      locationId: null,
      quantity: 'available',
      value: -2.5,
      reason: 'damaged',
    });
    const got = await c.contractorA.rpc.inventoryObjects.get({ id });
    expect(got).toMatchObject({ quantityAvailable: 7.5, totals: { available: 7.5 } });
    const { rows, total } = await c.contractorA.rpc.inventoryObjects.history({ id });
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({
      type: 90,
      typeLabel: 'correction (available)',
      value: -2.5,
      reason: 'damaged',
      reasonLabel: 'Damaged',
      locationId: null,
      locationTitle: null,
      userName: 'contractorA INVMOV',
      companyId: site.companyA,
      companyName: 'Company A',
    });
    expect(rows[1]).toMatchObject({ type: 90, value: 10, reason: 'count' });
  });

  it('transfers between inventory locations as a 94 / 95 pair', async () => {
    const { id } = await newObject(c.plant);
    await c.plant.rpc.inventoryObjects.move({
      kind: 'transfer',
      objectId: id,
      fromLocationId: null,
      toLocationId: loc(0),
      value: 3,
    });
    await c.plant.rpc.inventoryObjects.move({
      kind: 'transfer',
      objectId: id,
      fromLocationId: loc(0),
      toLocationId: loc(1),
      value: 1,
    });
    const got = await c.plant.rpc.inventoryObjects.get({ id });
    expect(got.stock.map((s) => [s.locationId, s.locationTitle, s.available])).toEqual([
      [null, null, 7],
      [loc(0), 'Area 1', 2],
      [loc(1), 'Area 2', 1],
    ]);
    expect(got.totals).toEqual({ available: 10, awaitingPickup: 0, inUse: 0, reserved: 0 });
    const { rows } = await c.plant.rpc.inventoryObjects.history({ id });
    const [received, sent] = rows;
    expect(received).toMatchObject({ type: 95, value: 1, locationId: loc(1) });
    expect(sent).toMatchObject({ type: 94, value: 1, locationId: loc(0) });
    expect(received?.pairId).toBe(sent?.pairId);
    expect(received?.pairId).toEqual(expect.any(String));
  });

  it('reserves and un-reserves at a location', async () => {
    const { id } = await newObject(c.plant);
    const move = { objectId: id, locationId: null, value: 4 };
    await c.admin.rpc.inventoryObjects.move({ kind: 'reserve', ...move });
    await c.admin.rpc.inventoryObjects.move({ kind: 'unReserve', ...move, value: 1.5 });
    await expect(c.admin.rpc.inventoryObjects.get({ id })).resolves.toMatchObject({
      quantityAvailable: 7.5,
      quantityReserved: 2.5,
    });
    const { rows } = await c.admin.rpc.inventoryObjects.history({ id });
    expect(rows.map((r) => [r.type, r.typeLabel, r.value])).toEqual([
      [6, 'Un-Reserve', 1.5],
      [5, 'Reserve', 4],
      [90, 'correction (available)', 10],
    ]);
  });

  it('refuses a movement below zero naming the object, changing nothing', async () => {
    const { id, title } = await newObject(c.plant);
    const before = await c.plant.rpc.inventoryObjects.get({ id });
    for (const input of [
      { kind: 'transfer', objectId: id, fromLocationId: null, toLocationId: loc(0), value: 11 },
      { kind: 'unReserve', objectId: id, locationId: null, value: 1 },
      {
        kind: 'correction',
        objectId: id,
        locationId: loc(1),
        quantity: 'inUse',
        value: -1,
        reason: 'lost',
      },
    ] as const) {
      await expect(c.plant.rpc.inventoryObjects.move(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(title),
      });
    }
    await expect(
      c.plant.rpc.inventoryObjects.move({
        kind: 'transfer',
        objectId: id,
        fromLocationId: null,
        toLocationId: loc(0),
        value: 11,
      }),
    ).rejects.toMatchObject({ message: belowZeroMessage(title, 'available') });
    const after = await c.plant.rpc.inventoryObjects.get({ id });
    expect({ ...after, lastModified: null }).toEqual({ ...before, lastModified: null });
    expect((await c.plant.rpc.inventoryObjects.history({ id })).total).toBe(1);
  });

  it.each(['admin', 'plant', 'foreman', 'contractorA', 'viewer'] as const)(
    "lets %s move company A's object",
    async (role) => {
      const { id } = await newObject(c.contractorA);
      await expect(
        c[role].rpc.inventoryObjects.move({
          kind: 'reserve',
          objectId: id,
          locationId: null,
          value: 1,
        }),
      ).resolves.toMatchObject({ transactionIds: [expect.any(String)] });
    },
  );

  it("hides company A's object from company B and another site", async () => {
    const { id } = await newObject(c.contractorA);
    const move = { kind: 'reserve', objectId: id, locationId: null, value: 1 } as const;
    await expect(c.contractorB.rpc.inventoryObjects.move(move)).rejects.toMatchObject(hidden);
    await expect(otherAdmin.rpc.inventoryObjects.move(move)).rejects.toMatchObject(hidden);
  });

  it.each(['foreman', 'contractorA', 'contractorB', 'viewer'] as const)(
    'refuses %s on an object for every company',
    async (role) => {
      const { id } = await newObject(c.plant);
      await expect(
        c[role].rpc.inventoryObjects.move({
          kind: 'reserve',
          objectId: id,
          locationId: null,
          value: 1,
        }),
      ).rejects.toMatchObject(refused);
    },
  );

  it.each([
    {
      to: "another site's location",
      from: () => null,
      toLocation: () => other.locationIds[0] ?? '',
      error: hidden,
    },
    {
      to: 'the same location',
      from: () => loc(0),
      toLocation: () => loc(0),
      error: { code: 'BAD_REQUEST' },
    },
  ])('refuses a transfer to $to', async ({ from, toLocation, error }) => {
    const { id } = await newObject(c.plant);
    await expect(
      c.plant.rpc.inventoryObjects.move({
        kind: 'transfer',
        objectId: id,
        fromLocationId: from(),
        toLocationId: toLocation(),
        value: 1,
      }),
    ).rejects.toMatchObject(error);
  });

  it('refuses a zero correction', async () => {
    const { id } = await newObject(c.plant);
    await expect(
      c.plant.rpc.inventoryObjects.move({
        kind: 'correction',
        objectId: id,
        locationId: null,
        quantity: 'available',
        value: 0,
        reason: 'count',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('inventoryObjects.get', () => {
  it('shows a location deleted since as unavailable', async () => {
    const { id } = await newObject(c.plant);
    const [gone] = await t.db
      .insert(locations)
      .values({ id: `gone-${tag()}`, siteKey: site.siteKey, title: 'Old yard' })
      .returning();
    const goneId = gone?.id ?? '';
    await c.plant.rpc.inventoryObjects.move({
      kind: 'transfer',
      objectId: id,
      fromLocationId: null,
      toLocationId: goneId,
      value: 2,
    });
    await t.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, goneId));
    const got = await c.plant.rpc.inventoryObjects.get({ id });
    expect(got.stock).toContainEqual(
      expect.objectContaining({ locationId: goneId, locationTitle: null, locationDeleted: true }),
    );
    const { rows } = await c.plant.rpc.inventoryObjects.history({ id });
    expect(rows[0]).toMatchObject({
      locationId: goneId,
      locationTitle: null,
      locationDeleted: true,
    });
  });

  it("shows company users only their company's lines in the history", async () => {
    const { id } = await newObject(c.plant);
    await c.plant.rpc.inventoryObjects.move({
      kind: 'reserve',
      objectId: id,
      locationId: null,
      value: 1,
    });
    expect((await c.plant.rpc.inventoryObjects.history({ id })).total).toBe(2);
    expect((await c.contractorA.rpc.inventoryObjects.history({ id })).total).toBe(0);
  });
});
