import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_TEXTS } from '@craftwork/domain/inventory/movement';
import { RENTAL_TEXTS } from '@craftwork/domain/inventory/rental';
import { auditLog, inventoryObjects, inventoryTransactions, sites } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  addNoUpdatesMember,
  insertTransactionLines,
  setInventory,
  signInRoles,
} from '../../test/inventory-fixtures.ts';
import { applyMovements } from '../inventory-stock/index.ts';

let t: TestApp;
let site: SiteFixture;
let bare: SiteFixture;
type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB';
const c = {} as Record<Role | 'otherAdmin' | 'noUpdates', TestClient>;
const records = {} as Record<'r1' | 'r2', { id: string; title: string }>;

async function addObject(title: string, s = site) {
  const id = randomUUID();
  await t.db.insert(inventoryObjects).values({ id, siteKey: s.siteKey, title });
  return id;
}

let clock = Date.parse('2026-01-01T00:00:00Z');
type LineSpec = {
  objectId: string;
  type: number;
  value: number;
  siteDay: string;
  recordId?: string;
  companyId?: string | null;
  toRecordId?: string;
  rentStopDate?: string;
  initiatingEvent?: number;
};
/** A transaction line written directly, dated in the past (company A, record r1 unless told). */
async function addLine(spec: LineSpec, s = site) {
  const [id = ''] = await insertTransactionLines(t.db, s.siteKey, [
    {
      objectId: spec.objectId,
      type: spec.type,
      value: spec.value,
      companyId: spec.companyId === undefined ? s.companyA : spec.companyId,
      parentRecordId: spec.recordId ?? records.r1.id,
      toRecordId: spec.toRecordId ?? null,
      initiatingEvent: spec.initiatingEvent ?? null,
      rentStopDate: spec.rentStopDate ?? null,
      siteDay: spec.siteDay,
      timestampCreated: new Date((clock += 60_000)),
    },
  ]);
  return id;
}

const MARCH: { from: string; to: string } = { from: '2026-03-01', to: '2026-03-10' };

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RENTAL');
  bare = await createSiteFixture(t.db, 'RENTALX');
  await setInventory(t.db, site.siteKey, true, { rentalBillingCutoff: '2026-03-02' });
  Object.assign(
    c,
    await signInRoles(t, site, ['admin', 'plant', 'foreman', 'contractorA', 'contractorB']),
  );
  c.otherAdmin = await t.signIn(bare.users.admin.email, PASSWORD);
  await addNoUpdatesMember(t.db, site, 'noupdates@rental.test');
  c.noUpdates = await t.signIn('noupdates@rental.test', PASSWORD);
  for (const key of ['r1', 'r2'] as const) {
    const title = `Scaffold ${key}`;
    const { id } = await addCraftRecord(t.db, site, { title }, [{ taskStatus: 30 }]);
    records[key] = { id, title };
  }
});
afterAll(() => t.close());

const rowsOf = async (client: TestClient, objectId: string, range = MARCH) =>
  (await client.rpc.inventoryRental.list({ ...range, objectId })).rows.map((r) => ({
    record: r.recordTitle,
    company: r.companyName,
    qty: r.quantityOnRent,
    start: r.rentStart,
    stop: r.rentStop,
    days: r.billableDays,
    unitDays: r.unitDays,
  }));

describe('inventoryRental.list', () => {
  it('bills each day from the rent start, to the end of the range while on rent', async () => {
    const objectId = await addObject('Tubes 21 ft');
    await addLine({ objectId, type: 21, value: 10, siteDay: '2026-02-25' });
    expect(await rowsOf(c.plant, objectId)).toEqual([
      {
        record: 'Scaffold r1',
        company: 'Company A',
        qty: 10,
        start: '2026-02-25',
        stop: null,
        days: 10,
        unitDays: 100,
      },
    ]);
  });

  it('stops the earliest pieces first and splits a partial stop (FIFO)', async () => {
    const objectId = await addObject('Couplers');
    await addLine({ objectId, type: 21, value: 5, siteDay: '2026-03-01' });
    await addLine({ objectId, type: 20, value: 5, siteDay: '2026-03-03' });
    await addLine({ objectId, type: 22, value: 7, siteDay: '2026-03-06', initiatingEvent: 20 });
    // 5 × 5 days (03-01..03-05) + 2 × 3 days (03-03..03-05) + 3 × 8 days (03-03..03-10).
    expect(await rowsOf(c.plant, objectId)).toMatchObject([
      { qty: 3, start: '2026-03-01', stop: null, days: 10, unitDays: 55 },
    ]);
  });

  it('moves rent from one record to the other on a transfer', async () => {
    const objectId = await addObject('Planks');
    await addLine({ objectId, type: 21, value: 4, siteDay: '2026-03-01' });
    await addLine({
      objectId,
      type: 23,
      value: 4,
      siteDay: '2026-03-04',
      toRecordId: records.r2.id,
    });
    expect(await rowsOf(c.plant, objectId)).toMatchObject([
      { record: 'Scaffold r1', qty: 0, start: '2026-03-01', stop: '2026-03-04', days: 3 },
      { record: 'Scaffold r2', qty: 4, start: '2026-03-04', stop: null, days: 7, unitDays: 28 },
    ]);
    const onlyR2 = await c.plant.rpc.inventoryRental.list({ ...MARCH, recordId: records.r2.id });
    expect(onlyR2.rows.map((r) => r.recordTitle)).toEqual(['Scaffold r2']);
  });

  it('ignores the Off Rent line of a material pickup: the rent stopped at the removal', async () => {
    const objectId = await addObject('Base plates');
    await addLine({ objectId, type: 21, value: 4, siteDay: '2026-03-01' });
    const removal = await addLine({
      objectId,
      type: 22,
      value: 4,
      siteDay: '2026-03-03',
      initiatingEvent: 21,
    });
    await addLine({ objectId, type: 22, value: 4, siteDay: '2026-03-05', initiatingEvent: 50 });
    expect(await rowsOf(c.plant, objectId)).toMatchObject([
      { qty: 0, stop: '2026-03-03', days: 2, unitDays: 8 },
    ]);
    const { offRentLines } = await c.plant.rpc.inventoryRental.list({ ...MARCH, objectId });
    expect(offRentLines.map((l) => l.id)).toEqual([removal]);
  });

  it('writes rent from a line saved through the movement writer today', async () => {
    const objectId = await addObject('Toe boards');
    await t.db.transaction((tx) =>
      applyMovements(
        tx,
        { siteKey: site.siteKey, userId: site.users.plant.id, timeZone: 'UTC', now: new Date() },
        [{ objectId, type: 90, value: 10, companyId: null, locationId: null }],
      ),
    );
    await t.db.transaction((tx) =>
      applyMovements(
        tx,
        { siteKey: site.siteKey, userId: site.users.plant.id, timeZone: 'UTC', now: new Date() },
        [{ objectId, type: 21, value: 6, companyId: site.companyA, parentRecordId: records.r1.id }],
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await rowsOf(c.plant, objectId, { from: today, to: today })).toMatchObject([
      { qty: 6, start: today, days: 1, unitDays: 6 },
    ]);
  });

  it("shows company users their company's rows only", async () => {
    const objectId = await addObject('Ladders');
    await addLine({ objectId, type: 21, value: 1, siteDay: '2026-03-01' });
    await addLine({
      objectId,
      type: 21,
      value: 2,
      siteDay: '2026-03-01',
      companyId: site.companyB,
    });
    const companiesSeenBy = async (client: TestClient, companyId?: string) =>
      (await client.rpc.inventoryRental.list({ ...MARCH, objectId, companyId })).rows.map(
        (r) => r.companyName,
      );
    expect(await companiesSeenBy(c.plant)).toEqual(['Company A', 'Company B']);
    expect(await companiesSeenBy(c.admin)).toEqual(['Company A', 'Company B']);
    expect(await companiesSeenBy(c.plant, site.companyB)).toEqual(['Company B']);
    expect(await companiesSeenBy(c.contractorA)).toEqual(['Company A']);
    expect(await companiesSeenBy(c.foreman)).toEqual(['Company A']);
    expect(await companiesSeenBy(c.contractorB)).toEqual(['Company B']);
    expect(await companiesSeenBy(c.contractorA, site.companyB)).toEqual([]);
  });

  it('leaves no company blank and names a deleted record [Unavailable]', async () => {
    const objectId = await addObject('Ramps');
    const gone = await addCraftRecord(t.db, site, { deletedAt: new Date() }, []);
    await addLine({ objectId, type: 21, value: 1, siteDay: '2026-03-01', companyId: null });
    await addLine({ objectId, type: 21, value: 1, siteDay: '2026-03-01', recordId: gone.id });
    const rows = await rowsOf(c.plant, objectId);
    expect(rows.map((r) => [r.company, r.record])).toEqual(
      expect.arrayContaining([
        ['', 'Scaffold r1'],
        ['Company A', '[Unavailable]'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses a range that ends before it starts', async () => {
    await expect(
      c.plant.rpc.inventoryRental.list({ from: '2026-03-10', to: '2026-03-01' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is not there when the site does not enable inventory', async () => {
    for (const call of [
      () => c.otherAdmin.rpc.inventoryRental.list(MARCH),
      () => c.otherAdmin.rpc.inventoryRental.exportCsv(MARCH),
      () =>
        c.otherAdmin.rpc.inventoryRental.setRentStop({
          transactionId: randomUUID(),
          rentStopDate: '2026-03-01',
        }),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: INVENTORY_TEXTS.disabled,
      });
  });
});

describe('inventoryRental.exportCsv', () => {
  it("exports the list's lines as Rental - {MM-DD-YYYY}.csv", async () => {
    const objectId = await addObject('Export tubes');
    await addLine({ objectId, type: 21, value: 2, siteDay: '2026-03-09' });
    const file = await c.plant.rpc.inventoryRental.exportCsv({ ...MARCH, objectId });
    expect(file.filename).toMatch(/^Rental - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(file.rows).toBe(1);
    expect(file.csv).toBe(
      'Company,Craft Record,Object,Qty On Rent,Rent Start,Rent Stop,Billable Days,Unit-Days\r\n' +
        'Company A,Scaffold r1,Export tubes,2,03/09/2026,,2,4\r\n',
    );
    const theirs = await c.contractorB.rpc.inventoryRental.exportCsv({ ...MARCH, objectId });
    expect(theirs.rows).toBe(0);
  });
});

describe('inventoryRental.setRentStop', () => {
  let objectId: string;
  let offRent: string;
  let onRent: string;
  let pickup: string;
  beforeAll(async () => {
    objectId = await addObject('Stop tubes');
    onRent = await addLine({ objectId, type: 21, value: 5, siteDay: '2026-03-01' });
    await addLine({ objectId, type: 21, value: 5, siteDay: '2026-03-03' });
    offRent = await addLine({ objectId, type: 22, value: 7, siteDay: '2026-03-08' });
    pickup = await addLine({
      objectId,
      type: 22,
      value: 1,
      siteDay: '2026-03-09',
      initiatingEvent: 50,
    });
  });
  const set = (client: TestClient, rentStopDate: string, transactionId = offRent) =>
    client.rpc.inventoryRental.setRentStop({ transactionId, rentStopDate });
  const refusal = (message: string) => ({ code: 'BAD_REQUEST', message });

  it('lists the Off Rent line with the earliest date it may take', async () => {
    const { offRentLines, billingCutoff } = await c.plant.rpc.inventoryRental.list({
      ...MARCH,
      objectId,
    });
    expect(billingCutoff).toBe('2026-03-02');
    expect(offRentLines).toMatchObject([
      { id: offRent, siteDay: '2026-03-08', rentStopDate: '2026-03-08', earliest: '2026-03-03' },
    ]);
    expect(offRentLines[0]?.canEdit).toBe(true);
    const seenByNoUpdates = await c.noUpdates.rpc.inventoryRental.list({ ...MARCH, objectId });
    expect(seenByNoUpdates.offRentLines[0]?.canEdit).toBe(false);
  });

  it('moves the rent stop back within the allowed days and bills by it', async () => {
    await expect(set(c.plant, '2026-03-05')).resolves.toEqual({
      id: offRent,
      rentStopDate: '2026-03-05',
    });
    const [row] = await t.db
      .select()
      .from(inventoryTransactions)
      .where(eq(inventoryTransactions.id, offRent));
    expect(row).toMatchObject({ rentStopDate: '2026-03-05', lastModifiedBy: site.users.plant.id });
    // 5 × 4 (03-01..03-04) + 2 × 2 (03-03..03-04) + 3 × 8 (03-03..03-10).
    expect(await rowsOf(c.plant, objectId)).toMatchObject([{ qty: 3, days: 10, unitDays: 48 }]);
    await expect(set(c.contractorA, '2026-03-08')).resolves.toMatchObject({
      rentStopDate: '2026-03-08',
    });
    await expect(set(c.admin, '2026-03-03')).resolves.toMatchObject({
      rentStopDate: '2026-03-03',
    });
  });

  it('writes the change to the audit list', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offRent), eq(auditLog.area, 'inventory')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.after)).toContainEqual({ rentStopDate: '2026-03-05' });
    expect(entries[0]).toMatchObject({ action: 'updated', actorId: site.users.plant.id });
  });

  it.each([
    ['after the line day', '2026-03-09', RENTAL_TEXTS.afterLineDay],
    ['before the billing cut-off', '2026-03-01', RENTAL_TEXTS.beforeCutoff],
    ['before the rent it stops started', '2026-03-02', RENTAL_TEXTS.beforeRentStart],
    ['not a calendar day', '2026-02-30', null],
  ])('refuses a date %s', async (_name, date, message) => {
    await expect(set(c.plant, date)).rejects.toMatchObject(
      message ? refusal(message) : { code: 'BAD_REQUEST' },
    );
  });

  it('refuses the cut-off bound only while the site has one', async () => {
    const objectId2 = await addObject('Cut-off tubes');
    await addLine({ objectId: objectId2, type: 21, value: 1, siteDay: '2026-02-01' });
    const line = await addLine({ objectId: objectId2, type: 22, value: 1, siteDay: '2026-03-04' });
    await expect(set(c.plant, '2026-02-10', line)).rejects.toMatchObject(
      refusal(RENTAL_TEXTS.beforeCutoff),
    );
    await t.db
      .update(sites)
      .set({ customizations: sql`${sites.customizations} - 'rentalBillingCutoff'` })
      .where(eq(sites.siteKey, site.siteKey));
    try {
      await expect(set(c.plant, '2026-02-10', line)).resolves.toMatchObject({
        rentStopDate: '2026-02-10',
      });
    } finally {
      await setInventory(t.db, site.siteKey, true, { rentalBillingCutoff: '2026-03-02' });
    }
  });

  it('has only Off Rent lines that stop rent take a date', async () => {
    await expect(set(c.plant, '2026-03-01', onRent)).rejects.toMatchObject(
      refusal(RENTAL_TEXTS.notOffRent),
    );
    await expect(set(c.plant, '2026-03-09', pickup)).rejects.toMatchObject(
      refusal(RENTAL_TEXTS.notOffRent),
    );
  });

  it("refuses a user of the line's company who may not update tasks", async () => {
    await expect(set(c.noUpdates, '2026-03-05')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('hides the line from another company and another site', async () => {
    await expect(set(c.contractorB, '2026-03-05')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await setInventory(t.db, bare.siteKey);
    await expect(set(c.otherAdmin, '2026-03-05')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(set(c.plant, '2026-03-05', randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
