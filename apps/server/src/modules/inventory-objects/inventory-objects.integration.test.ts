import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES, INVENTORY_TEXTS } from '@craftwork/domain/inventory/movement';
import { INVENTORY_OBJECT_CSV_HEADERS } from '@craftwork/domain/inventory/objects';
import {
  auditLog,
  inventoryObjects,
  inventoryStock,
  inventoryTransactions,
} from '../../db/schema.ts';
import { createSiteFixture, PASSWORD } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  hidden,
  inventorySites,
  issueMessages,
  refused,
  tag,
  type Role,
} from './inventory-test-world.ts';

let t: TestApp;
let site: Awaited<ReturnType<typeof inventorySites>>['site'];
let c: Record<Role, TestClient>;
let otherAdmin: TestClient;
let disabledAdmin: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ({ site, c, otherAdmin } = await inventorySites(t, 'INVOBJ'));
  const off = await createSiteFixture(t.db, 'INVOFF');
  disabledAdmin = await t.signIn(off.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

async function create(by: TestClient, title: string, quantities: Record<string, unknown> = {}) {
  const { id } = await by.rpc.inventoryObjects.create({ title, ...quantities });
  return id;
}

const titlesOf = (rows: readonly { title: string }[]) => rows.map((r) => r.title);

describe('inventoryObjects.create', () => {
  it('creates an Active scaffolding object with its starting counts as corrections', async () => {
    const title = `Tubes 21 ft ${tag()}`;
    const id = await create(c.plant, title, {
      quantityAvailable: '10.25',
      quantityAwaitingPickup: 0,
      quantityInUse: 3,
      quantityReserved: '0.5',
      lowQuantityThreshold: '4',
    });
    const [object] = await t.db.select().from(inventoryObjects).where(eq(inventoryObjects.id, id));
    expect(object).toMatchObject({
      siteKey: site.siteKey,
      title,
      status: 10,
      craftTypes: [10],
      authorizedCompanies: [],
      quantityAvailable: 10.25,
      quantityAwaitingPickup: 0,
      quantityInUse: 3,
      quantityReserved: 0.5,
      lowQuantityThreshold: 4,
      createdBy: site.users.plant.id,
      lastModifiedBy: site.users.plant.id,
    });
    const stock = await t.db.select().from(inventoryStock).where(eq(inventoryStock.objectId, id));
    expect(stock).toEqual([
      expect.objectContaining({
        locationId: null,
        available: 10.25,
        inUse: 3,
        reserved: 0.5,
        lowQuantityThreshold: 4,
      }),
    ]);
    const lines = await t.db
      .select()
      .from(inventoryTransactions)
      .where(eq(inventoryTransactions.objectId, id));
    expect(lines.map((l) => [l.type, l.value, l.reason, l.locationId]).sort()).toEqual([
      [90, 10.25, 'count', null],
      [92, 3, 'count', null],
      [93, 0.5, 'count', null],
    ]);
    expect(lines.every((l) => l.userId === site.users.plant.id)).toBe(true);
  });

  it('keeps the starting stock and its counts at the location the drawer names', async () => {
    const [yard] = site.locationIds;
    const id = await create(c.plant, `Boards ${tag()}`, {
      quantityAvailable: 1140,
      lowQuantityThreshold: 100,
      locationId: yard,
    });
    const stock = await t.db.select().from(inventoryStock).where(eq(inventoryStock.objectId, id));
    expect(stock).toEqual([
      expect.objectContaining({ locationId: yard, available: 1140, lowQuantityThreshold: 100 }),
    ]);
    const lines = await t.db
      .select()
      .from(inventoryTransactions)
      .where(eq(inventoryTransactions.objectId, id));
    expect(lines.map((l) => [l.type, l.value, l.locationId])).toEqual([[90, 1140, yard]]);
    const got = await c.plant.rpc.inventoryObjects.get({ id });
    expect(got.stock).toEqual([
      expect.objectContaining({ locationId: yard, locationTitle: 'Area 1' }),
    ]);
  });

  it('refuses a location of another site or a deleted one, creating nothing', async () => {
    const title = `Boards ${tag()}`;
    await expect(
      create(c.plant, title, { quantityAvailable: 1, locationId: 'not-a-location' }),
    ).rejects.toMatchObject(hidden);
    const made = await t.db
      .select()
      .from(inventoryObjects)
      .where(eq(inventoryObjects.title, title));
    expect(made).toEqual([]);
  });

  it("authorizes a company user's object for their company only", async () => {
    const id = await create(c.contractorA, `Couplers ${tag()}`, { quantityAvailable: 2 });
    const [object] = await t.db.select().from(inventoryObjects).where(eq(inventoryObjects.id, id));
    expect(object?.authorizedCompanies).toEqual([site.companyA]);
    const [line] = await t.db
      .select()
      .from(inventoryTransactions)
      .where(eq(inventoryTransactions.objectId, id));
    expect(line?.companyId).toBe(site.companyA);
  });

  it('writes no line for an object starting empty', async () => {
    const id = await create(c.admin, `Planks ${tag()}`);
    const got = await c.admin.rpc.inventoryObjects.get({ id });
    expect(got).toMatchObject({ quantityAvailable: 0, low: true, stock: [{ locationId: null }] });
    const history = await c.admin.rpc.inventoryObjects.history({ id });
    expect(history.total).toBe(0);
  });

  it.each([
    [{ title: '' }, INVENTORY_MESSAGES.required],
    [{ title: '   ' }, INVENTORY_MESSAGES.required],
    [{ title: 'x'.repeat(201) }, INVENTORY_MESSAGES.titleTooLong],
    [{ title: 'Tubes', quantityAvailable: 'abc' }, INVENTORY_MESSAGES.onlyNumbersAllowed],
    [{ title: 'Tubes', quantityInUse: '' }, INVENTORY_MESSAGES.required],
  ])('refuses %j with the drawer text', async (input, message) => {
    expect(await issueMessages(c.plant.rpc.inventoryObjects.create(input))).toContain(message);
  });

  it('takes a title of exactly 200 characters', async () => {
    await expect(create(c.plant, 'x'.repeat(200))).resolves.toEqual(expect.any(String));
  });

  it('refuses a negative starting quantity naming the object, and saves nothing', async () => {
    const title = `Negative ${tag()}`;
    await expect(
      c.plant.rpc.inventoryObjects.create({ title, quantityAvailable: -1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(title) });
    const rows = await t.db
      .select()
      .from(inventoryObjects)
      .where(eq(inventoryObjects.title, title));
    expect(rows).toEqual([]);
  });

  it('refuses quantities the database cannot keep and a negative threshold', async () => {
    await expect(
      c.plant.rpc.inventoryObjects.create({ title: 'Big', quantityAvailable: 1e15 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      c.plant.rpc.inventoryObjects.create({ title: 'Low', lowQuantityThreshold: -1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a user who may not update tasks', async () => {
    await expect(create(c.viewer, 'Not mine')).rejects.toMatchObject(refused);
  });
});

describe('inventoryObjects.list scope', () => {
  let word: string;
  beforeAll(async () => {
    word = tag();
    await create(c.plant, `${word} shared`);
    await create(c.contractorA, `${word} of A`);
    await create(c.contractorB, `${word} of B`);
    await create(otherAdmin, `${word} elsewhere`);
  });

  it.each<[Role, string[]]>([
    ['plant', ['of A', 'of B', 'shared']],
    ['admin', ['of A', 'of B', 'shared']],
    ['contractorA', ['of A', 'shared']],
    ['foreman', ['of A', 'shared']],
    ['viewer', ['of A', 'shared']],
    ['contractorB', ['of B', 'shared']],
  ])('%s sees %j', async (role, expected) => {
    const { rows, total } = await c[role].rpc.inventoryObjects.list({ search: word });
    expect(titlesOf(rows)).toEqual(expected.map((e) => `${word} ${e}`));
    expect(total).toBe(expected.length);
  });

  it('hides another site’s and an out-of-scope object from get and history', async () => {
    const { rows } = await c.plant.rpc.inventoryObjects.list({ search: `${word} of A` });
    const ofA = rows[0]?.id ?? '';
    await expect(c.contractorB.rpc.inventoryObjects.get({ id: ofA })).rejects.toMatchObject(hidden);
    await expect(c.contractorB.rpc.inventoryObjects.history({ id: ofA })).rejects.toMatchObject(
      hidden,
    );
    await expect(otherAdmin.rpc.inventoryObjects.get({ id: ofA })).rejects.toMatchObject(hidden);
    await expect(c.contractorA.rpc.inventoryObjects.get({ id: ofA })).resolves.toMatchObject({
      id: ofA,
      mayEdit: true,
    });
  });

  it('hides a deleted object', async () => {
    const id = await create(c.plant, `${word} deleted`);
    await t.db
      .update(inventoryObjects)
      .set({ deletedAt: new Date() })
      .where(eq(inventoryObjects.id, id));
    await expect(c.plant.rpc.inventoryObjects.get({ id })).rejects.toMatchObject(hidden);
    const { rows } = await c.plant.rpc.inventoryObjects.list({ search: `${word} deleted` });
    expect(rows).toEqual([]);
  });

  it('tells who may edit each row', async () => {
    const { rows } = await c.contractorA.rpc.inventoryObjects.list({ search: word });
    expect(rows.map((r) => [r.title, r.mayEdit])).toEqual([
      [`${word} of A`, true],
      [`${word} shared`, false],
    ]);
  });
});

describe('inventoryObjects.list search, filters, sort and pages', () => {
  let word: string;
  const ids: Record<'alpha' | 'beta' | 'gamma', string> = { alpha: '', beta: '', gamma: '' };
  beforeAll(async () => {
    word = tag();
    ids.alpha = await create(c.admin, `Alpha Tube ${word}`, {
      quantityAvailable: 3,
      quantityAwaitingPickup: 20,
      quantityInUse: 1,
      quantityReserved: 9,
      lowQuantityThreshold: 5,
    });
    ids.beta = await create(c.contractorA, `beta Plank ${word}`, {
      quantityAvailable: 10,
      quantityAwaitingPickup: 5,
      quantityInUse: 30,
      quantityReserved: 1,
      lowQuantityThreshold: 1,
    });
    ids.gamma = await create(c.plant, `Gamma tube ${word}`, {
      quantityAvailable: 50,
      quantityAwaitingPickup: 1,
      quantityInUse: 2,
      quantityReserved: 3,
    });
    await c.plant.rpc.inventoryObjects.setStatus({ id: ids.gamma, status: 90 });
  });

  const order = async (input: Record<string, unknown>) => {
    const { rows } = await c.plant.rpc.inventoryObjects.list({ search: word, ...input });
    return rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0]);
  };

  it('matches every word of the search in the title, in any case and order', async () => {
    expect(await order({ search: `TUBE ${word}` })).toEqual(['alpha', 'gamma']);
    expect(await order({ search: `${word}  tube   gam` })).toEqual(['gamma']);
    expect(await order({ search: `${word} tube plank` })).toEqual([]);
    expect(await order({ search: `${word} %` })).toEqual([]);
    expect(await order({ search: `${word} _` })).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['title', ['alpha', 'beta', 'gamma']],
    ['quantityAvailable', ['alpha', 'beta', 'gamma']],
    ['quantityAwaitingPickup', ['gamma', 'beta', 'alpha']],
    ['quantityInUse', ['alpha', 'gamma', 'beta']],
    ['quantityReserved', ['beta', 'gamma', 'alpha']],
    ['timestampLastModified', ['alpha', 'beta', 'gamma']],
    ['lastModifiedBy', ['alpha', 'beta', 'gamma']],
  ])('sorts by %s both ways', async (field, ascending) => {
    expect(await order({ sort: { field, direction: 'asc' } })).toEqual(ascending);
    expect(await order({ sort: { field, direction: 'desc' } })).toEqual([...ascending].reverse());
  });

  it('sorts by status, Active before Inactive', async () => {
    expect((await order({ sort: { field: 'status', direction: 'asc' } }))[2]).toBe('gamma');
    expect((await order({ sort: { field: 'status', direction: 'desc' } }))[0]).toBe('gamma');
  });

  it('filters by status, keeping inactive objects in the list', async () => {
    expect(await order({})).toEqual(['alpha', 'beta', 'gamma']);
    expect(await order({ status: 'active' })).toEqual(['alpha', 'beta']);
    expect(await order({ status: 'inactive' })).toEqual(['gamma']);
  });

  it('marks Low rows (available at or below the threshold) and filters them', async () => {
    const { rows } = await c.plant.rpc.inventoryObjects.list({ search: word });
    expect(rows.map((r) => [r.low, r.statusName, r.modifiedBy])).toEqual([
      [true, 'Active', `admin INVOBJ`],
      [false, 'Active', `contractorA INVOBJ`],
      [false, 'Inactive', `plant INVOBJ`],
    ]);
    expect(await order({ lowOnly: true })).toEqual(['alpha']);
  });

  it('pages 25, 50 or 100 rows and counts them all', async () => {
    const page = await c.plant.rpc.inventoryObjects.list({ search: word, pageSize: 25, page: 0 });
    expect(page.total).toBe(3);
    const past = await c.plant.rpc.inventoryObjects.list({ search: word, pageSize: 25, page: 1 });
    expect(past).toEqual({ rows: [], total: 3, totalKind: 'exact' });
    await expect(
      c.plant.rpc.inventoryObjects.list({ search: word, pageSize: 30 as 25 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('reads the server as the modifier when no user made the change', async () => {
    await t.db
      .update(inventoryObjects)
      .set({ lastModifiedBy: null })
      .where(eq(inventoryObjects.id, ids.beta));
    const { rows } = await c.plant.rpc.inventoryObjects.list({ search: `plank ${word}` });
    expect(rows[0]?.modifiedBy).toBe('server');
  });

  it('exports the filtered rows as Inventory Objects - {MM-DD-YYYY}.csv', async () => {
    const result = await c.plant.rpc.inventoryObjects.exportCsv({ search: `tube ${word}` });
    expect(result.filename).toMatch(/^Inventory Objects - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(result.rows).toBe(2);
    const lines = result.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(INVENTORY_OBJECT_CSV_HEADERS.join(','));
    expect(lines[1]).toMatch(
      new RegExp(
        `^Alpha Tube ${word},3,20,1,9,Active,\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} [AP]M,admin INVOBJ$`,
      ),
    );
    expect(lines[2]).toContain(`Gamma tube ${word},50,1,2,3,Inactive,`);
  });

  it('exports only what a company user sees', async () => {
    const result = await c.contractorB.rpc.inventoryObjects.exportCsv({ search: word });
    expect(result.rows).toBe(2);
    expect(result.csv).not.toContain('beta Plank');
  });
});

describe('the audit list', () => {
  it('records creating, editing, the status and thresholds of an object', async () => {
    const title = `Audited ${tag()}`;
    const id = await create(c.plant, title, { quantityAvailable: 4, lowQuantityThreshold: 1 });
    await c.plant.rpc.inventoryObjects.update({ id, title: `${title} renamed` });
    await c.plant.rpc.inventoryObjects.update({ id, title: `${title} renamed` });
    await c.plant.rpc.inventoryObjects.setStatus({ id, status: 90 });
    await c.plant.rpc.inventoryObjects.setThreshold({ id, locationId: null, threshold: 2 });
    await c.plant.rpc.inventoryObjects.move({
      kind: 'reserve',
      objectId: id,
      locationId: null,
      value: 1,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.area, 'inventory')))
      .orderBy(auditLog.createdAt);
    expect(entries.every((e) => e.actorId === site.users.plant.id)).toBe(true);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'created',
        null,
        {
          title,
          quantityAvailable: 4,
          quantityAwaitingPickup: 0,
          quantityInUse: 0,
          quantityReserved: 0,
          lowQuantityThreshold: 1,
          locationId: null,
        },
      ],
      ['updated', { title }, { title: `${title} renamed` }],
      ['updated', { status: 10 }, { status: 90 }],
      [
        'updated',
        { locationId: null, lowQuantityThreshold: 1 },
        { locationId: null, lowQuantityThreshold: 2 },
      ],
    ]);
  });
});

describe('a site without inventory', () => {
  it.each(['list', 'exportCsv', 'create', 'get'] as const)(
    'refuses %s with the disabled text',
    async (procedure) => {
      const inputs = {
        list: {},
        exportCsv: {},
        create: { title: 'Tubes' },
        get: { id: 'any' },
      } as const;
      const call = (
        disabledAdmin.rpc.inventoryObjects[procedure] as (i: unknown) => Promise<unknown>
      )(inputs[procedure]);
      await expect(call).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: INVENTORY_TEXTS.disabled,
      });
    },
  );
});
