import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS as S } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE as T } from '@craftwork/domain/catalogues/task-types';
import { belowZeroMessage } from '@craftwork/domain/inventory/quantities';
import { inventoryObjects, inventoryStock, inventoryTransactions, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  insertObjectWithStock,
  setInventory,
  signInRoles,
  type Quantities,
} from '../../test/inventory-fixtures.ts';

let t: TestApp;
let site: SiteFixture;
let off: SiteFixture;
let plant: TestClient;
let contractorA: TestClient;
let contractorB: TestClient;
let offPlant: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'INVLINES');
  off = await createSiteFixture(t.db, 'INVLINESOFF');
  await setInventory(t.db, site.siteKey);
  ({ plant, contractorA, contractorB } = await signInRoles(t, site, [
    'plant',
    'contractorA',
    'contractorB',
  ]));
  offPlant = await t.signIn(off.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

/** An object with its stock at the site's first location. */
const addObject = (
  s: SiteFixture,
  quantities: Partial<Quantities> = {},
  extra: Parameters<typeof insertObjectWithStock>[3] = {},
) => insertObjectWithStock(t.db, s, quantities, extra);

async function quantitiesOf(id: string): Promise<Quantities & { title: string }> {
  const [o] = await t.db.select().from(inventoryObjects).where(eq(inventoryObjects.id, id));
  if (!o) throw new Error('no object');
  return {
    title: o.title,
    available: o.quantityAvailable,
    inUse: o.quantityInUse,
    awaitingPickup: o.quantityAwaitingPickup,
    reserved: o.quantityReserved,
  };
}

/** An in-progress scaffolding task of `taskType` on its own record, for company A. */
async function addTask(
  s: SiteFixture,
  taskType: number = T.INSTALLATION,
  taskStatus: number = S.IN_PROGRESS,
) {
  const record = await addCraftRecord(t.db, s, {}, [{ taskStatus, taskType }]);
  const taskId = record.taskIds[0];
  if (!taskId) throw new Error('no task');
  return { taskId, recordId: record.id };
}

const statusOf = async (taskId: string) =>
  (await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]?.taskStatus;

const transactionsOf = (objectId: string) =>
  t.db.select().from(inventoryTransactions).where(eq(inventoryTransactions.objectId, objectId));

const line = (inventoryObjectId: string, movementType: number, quantity: number | string) => ({
  inventoryObjectId,
  movementType,
  quantity,
});

describe('the objects the tab offers', () => {
  it('are the active scaffolding objects the caller sees, with quantities and Low', async () => {
    const shared = await addObject(site, { available: 5 }, { threshold: 5, title: 'AA shared' });
    const forA = await addObject(site, { available: 9 }, { authorizedCompanies: [site.companyA] });
    const forB = await addObject(site, { available: 9 }, { authorizedCompanies: [site.companyB] });
    const inactive = await addObject(site, { available: 9 }, { status: 90 });
    const painting = await addObject(site, { available: 9 }, { craftTypes: [60] });
    const deleted = await addObject(site, { available: 9 }, { deletedAt: new Date() });
    const elsewhere = await addObject(off, { available: 9 });

    const ids = async (c: TestClient) => (await c.rpc.inventoryDialog.objects()).map((o) => o.id);
    const byPlant = await ids(plant);
    expect(byPlant).toEqual(expect.arrayContaining([shared, forA, forB]));
    for (const hidden of [inactive, painting, deleted, elsewhere]) {
      expect(byPlant).not.toContain(hidden);
    }
    const byA = await ids(contractorA);
    expect(byA).toEqual(expect.arrayContaining([shared, forA]));
    expect(byA).not.toContain(forB);
    const byB = await ids(contractorB);
    expect(byB).toEqual(expect.arrayContaining([shared, forB]));
    expect(byB).not.toContain(forA);

    const first = (await plant.rpc.inventoryDialog.objects()).find((o) => o.id === shared);
    expect(first).toMatchObject({
      title: 'AA shared',
      quantityAvailable: 5,
      quantityInUse: 0,
      quantityAwaitingPickup: 0,
      lowQuantityThreshold: 5,
      low: true,
    });
  });

  it('are refused on a site without inventory', async () => {
    await expect(offPlant.rpc.inventoryDialog.objects()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Inventory is not enabled on this site.',
    });
  });
});

describe('each movement type through the save', () => {
  const start: Quantities = { available: 100, inUse: 50, awaitingPickup: 50, reserved: 50 };
  it.each<[string, number, number, 'returned' | 'pickup' | undefined, number, Partial<Quantities>]>(
    [
      [
        'installation: On Rent (from laydown yard)',
        T.INSTALLATION,
        21,
        undefined,
        10,
        { available: 95, inUse: 55 },
      ],
      [
        'removal, needs pickup: Off Rent',
        T.REMOVAL,
        22,
        'pickup',
        21,
        { inUse: 45, awaitingPickup: 55 },
      ],
      ['removal, returned: Off Rent', T.REMOVAL, 22, 'returned', 20, { inUse: 45, available: 105 }],
      [
        'material pickup: Off Rent',
        T.MATERIAL_PICKUP,
        22,
        undefined,
        50,
        { awaitingPickup: 45, available: 105 },
      ],
      ['Reserve', T.INSTALLATION, 5, undefined, 10, { available: 95, reserved: 55 }],
      ['Un-Reserve', T.INSTALLATION, 6, undefined, 10, { available: 105, reserved: 45 }],
      ['Consumed from Reserve', T.INSTALLATION, 10, undefined, 10, { reserved: 45 }],
      ['Consumed from Stock', T.INSTALLATION, 11, undefined, 10, { available: 95 }],
      ['On Rent (from reserved)', T.INSTALLATION, 20, undefined, 10, { reserved: 45, inUse: 55 }],
    ],
  )('%s', async (_name, taskType, type, materialPickup, event, expected) => {
    const objectId = await addObject(site, start);
    const { taskId, recordId } = await addTask(site, taskType);
    const result = await plant.rpc.tasks.setStatus({
      taskId,
      status: S.COMPLETE,
      ...(materialPickup ? { materialPickup } : {}),
      inventoryLines: [line(objectId, type, '5')],
    });
    expect(result.inventoryTransactions).toBe(1);
    expect(await statusOf(taskId)).toBe(S.COMPLETE);
    expect(await quantitiesOf(objectId)).toMatchObject({ ...start, ...expected });
    const [row, ...rest] = await transactionsOf(objectId);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type,
      value: 5,
      initiatingEvent: event,
      companyId: site.companyA,
      parentRecordId: recordId,
      taskId,
      userId: site.users.plant.id,
      locationId: site.locationIds[0],
    });
  });

  it('writes several lines, decimals included, in one save', async () => {
    const a = await addObject(site, { available: 10 });
    const b = await addObject(site, { available: 10 });
    const { taskId } = await addTask(site);
    await plant.rpc.tasks.setStatus({
      taskId,
      status: S.COMPLETE,
      inventoryLines: [line(a, 21, 2.5), line(b, 21, '4'), line(a, 21, 1)],
    });
    expect(await quantitiesOf(a)).toMatchObject({ available: 6.5, inUse: 3.5 });
    expect(await quantitiesOf(b)).toMatchObject({ available: 6, inUse: 4 });
    expect(await transactionsOf(a)).toHaveLength(2);
  });
});

describe('all or nothing', () => {
  it('a line that would go below zero refuses the whole save: task, quantities and transactions unchanged', async () => {
    const a = await addObject(site, { available: 10 });
    const b = await addObject(site, { available: 3 });
    const { taskId } = await addTask(site);
    const before = [await quantitiesOf(a), await quantitiesOf(b)];
    const count = async () => (await t.db.select().from(inventoryTransactions)).length;
    const transactionsBefore = await count();
    await expect(
      plant.rpc.tasks.setStatus({
        taskId,
        status: S.COMPLETE,
        inventoryLines: [line(a, 21, 5), line(b, 21, 4)],
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: belowZeroMessage(before[1]?.title ?? '', 'available'),
    });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    expect([await quantitiesOf(a), await quantitiesOf(b)]).toEqual(before);
    expect(await count()).toBe(transactionsBefore);
  });

  it('lines on a change that is not a completion are refused, and the change with them', async () => {
    const a = await addObject(site, { available: 10 });
    const { taskId } = await addTask(site, T.INSTALLATION, S.AWAITING);
    await expect(
      plant.rpc.tasks.setStatus({
        taskId,
        status: S.IN_PROGRESS,
        inventoryLines: [line(a, 21, 1)],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await statusOf(taskId)).toBe(S.AWAITING);
    expect(await quantitiesOf(a)).toMatchObject({ available: 10, inUse: 0 });
  });

  it('a movement type the tab does not offer is refused', async () => {
    const a = await addObject(site, { available: 10 });
    const { taskId } = await addTask(site);
    for (const type of [23, 90, 94, 95]) {
      await expect(
        plant.rpc.tasks.setStatus({
          taskId,
          status: S.COMPLETE,
          inventoryLines: [line(a, type, 1)],
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    expect(await transactionsOf(a)).toEqual([]);
  });

  it('a line without a valid quantity is refused before anything is read', async () => {
    const a = await addObject(site, { available: 10 });
    const { taskId } = await addTask(site);
    for (const quantity of ['', 'ten', 0, -1]) {
      await expect(
        plant.rpc.tasks.setStatus({
          taskId,
          status: S.COMPLETE,
          inventoryLines: [line(a, 21, quantity)],
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
  });

  it('an inactive object, another company’s, another site’s or an unknown one is hidden', async () => {
    const inactive = await addObject(site, { available: 10 }, { status: 90 });
    const forB = await addObject(site, { available: 10 }, { authorizedCompanies: [site.companyB] });
    const painting = await addObject(site, { available: 10 }, { craftTypes: [60] });
    const elsewhere = await addObject(off, { available: 10 });
    const { taskId } = await addTask(site);
    for (const objectId of [inactive, forB, painting, elsewhere, randomUUID()]) {
      await expect(
        contractorA.rpc.tasks.setStatus({
          taskId,
          status: S.COMPLETE,
          inventoryLines: [line(objectId, 21, 1)],
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    for (const id of [inactive, forB, painting, elsewhere]) {
      expect(await quantitiesOf(id)).toMatchObject({ available: 10, inUse: 0 });
    }
  });

  it('a company user may move its own company’s objects', async () => {
    const forA = await addObject(site, { available: 10 }, { authorizedCompanies: [site.companyA] });
    const { taskId } = await addTask(site);
    await contractorA.rpc.tasks.setStatus({
      taskId,
      status: S.COMPLETE,
      inventoryLines: [line(forA, 21, 4)],
    });
    expect(await quantitiesOf(forA)).toMatchObject({ available: 6, inUse: 4 });
    const [row] = await transactionsOf(forA);
    expect(row?.userId).toBe(site.users.contractorA.id);
  });

  it('inventory disabled: lines are refused with the reason, the task unchanged', async () => {
    const a = await addObject(off, { available: 10 });
    const { taskId } = await addTask(off);
    await expect(
      offPlant.rpc.tasks.setStatus({
        taskId,
        status: S.COMPLETE,
        inventoryLines: [line(a, 21, 1)],
      }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Inventory is not enabled on this site.',
    });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    // Without lines the completion is saved as ever.
    await offPlant.rpc.tasks.setStatus({ taskId, status: S.COMPLETE, inventoryLines: [] });
    expect(await statusOf(taskId)).toBe(S.COMPLETE);
  });
});

describe('concurrent completions on one object', () => {
  it('ten saves in parallel, one unit each, lose no update', async () => {
    const objectId = await addObject(site, { available: 25 });
    const taskIds = await Promise.all(Array.from({ length: 10 }, () => addTask(site)));
    const results = await Promise.all(
      taskIds.map(({ taskId }) =>
        plant.rpc.tasks.setStatus({
          taskId,
          status: S.COMPLETE,
          inventoryLines: [line(objectId, 21, 1)],
        }),
      ),
    );
    expect(results.every((r) => r.inventoryTransactions === 1)).toBe(true);
    expect(await quantitiesOf(objectId)).toMatchObject({ available: 15, inUse: 10 });
    expect(await transactionsOf(objectId)).toHaveLength(10);
    const [stock] = await t.db
      .select()
      .from(inventoryStock)
      .where(eq(inventoryStock.objectId, objectId));
    expect(stock).toMatchObject({ available: 15, inUse: 10 });
  });

  it('two saves that together exceed the stock: one succeeds, the other is refused whole', async () => {
    const objectId = await addObject(site, { available: 10 });
    const [first, second] = [await addTask(site), await addTask(site)];
    const outcomes = await Promise.allSettled(
      [first, second].map((task) =>
        plant.rpc.tasks.setStatus({
          taskId: task.taskId,
          status: S.COMPLETE,
          inventoryLines: [line(objectId, 21, 6)],
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await quantitiesOf(objectId)).toMatchObject({ available: 4, inUse: 6 });
    const statuses = [await statusOf(first.taskId), await statusOf(second.taskId)].sort();
    expect(statuses).toEqual([S.IN_PROGRESS, S.COMPLETE].sort());
    expect(await transactionsOf(objectId)).toHaveLength(1);
  });
});
