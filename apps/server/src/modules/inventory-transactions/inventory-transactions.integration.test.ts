import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { INVENTORY_TEXTS } from '@craftwork/domain/inventory/movement';
import {
  TRANSACTION_SORT_FIELDS,
  type TTransactionRow,
  type TTransactionSortField,
} from '@craftwork/domain/inventory/transaction-list';
import { DATE_RANGE_MESSAGE } from '@craftwork/domain/lists/date-range';
import { companies, inventoryObjects, inventoryTransactions, locations } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { setInventory, signInRoles } from '../../test/inventory-fixtures.ts';
import { applyMovements } from '../inventory-stock/index.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let off: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;

/** The world's ids: objects, a deleted company and location, a live and a deleted record. */
const ids = {
  tube: randomUUID(),
  coupler: randomUUID(),
  plank: randomUUID(),
  otherObject: randomUUID(),
  goneCompany: randomUUID(),
  goneLocation: randomUUID(),
  record: '',
  task: '',
  goneRecord: '',
  goneTask: '',
  t: {} as Record<'t1' | 't2' | 't3' | 't4' | 't5' | 'tOther' | 'tDeleted', string>,
};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'TXN');
  other = await createSiteFixture(t.db, 'TXNOTHER');
  off = await createSiteFixture(t.db, 'TXNOFF');
  await setInventory(t.db, site.siteKey);
  await setInventory(t.db, other.siteKey);
  c = await signInAll();

  const db = t.db;
  await db.insert(inventoryObjects).values([
    { id: ids.tube, siteKey: site.siteKey, title: 'Tube 21ft' },
    {
      id: ids.coupler,
      siteKey: site.siteKey,
      title: 'Coupler',
      authorizedCompanies: [site.companyA],
    },
    { id: ids.plank, siteKey: site.siteKey, title: 'Plank', deletedAt: new Date() },
    { id: ids.otherObject, siteKey: other.siteKey, title: 'Tube of elsewhere' },
  ]);
  await db.insert(companies).values({
    id: ids.goneCompany,
    siteKey: site.siteKey,
    name: 'Gone Company',
    deletedAt: new Date(),
  });
  await db.insert(locations).values({
    id: ids.goneLocation,
    siteKey: site.siteKey,
    title: 'Gone Yard',
    deletedAt: new Date(),
  });
  const record = await addCraftRecord(db, site, { title: 'Unit 4 scaffold' }, [
    { taskStatus: 90, title: 'Erect deck' },
  ]);
  ids.record = record.id;
  ids.task = record.taskIds[0] ?? '';
  const gone = await addCraftRecord(
    db,
    site,
    { title: 'Hidden boiler', deletedAt: new Date(), deletedBy: site.users.admin.id },
    [{ taskStatus: 90, title: 'Hidden task', deletedAt: new Date() }],
  );
  ids.goneRecord = gone.id;
  ids.goneTask = gone.taskIds[0] ?? '';

  const line = (
    key: keyof typeof ids.t,
    values: Partial<typeof inventoryTransactions.$inferInsert> & { timestampCreated: Date },
  ) => {
    const id = randomUUID();
    ids.t[key] = id;
    return {
      id,
      siteKey: site.siteKey,
      objectId: ids.tube,
      type: 5,
      value: 1,
      siteDay: values.timestampCreated.toISOString().slice(0, 10),
      ...values,
    };
  };
  await db.insert(inventoryTransactions).values([
    line('t1', {
      objectId: ids.tube,
      type: 5,
      value: 10,
      companyId: site.companyA,
      userId: site.users.contractorA.id,
      locationId: site.locationIds[0],
      parentRecordId: ids.record,
      taskId: ids.task,
      timestampCreated: at('2024-03-10T15:00:00Z'),
    }),
    line('t2', {
      objectId: ids.coupler,
      type: 21,
      value: 3.5,
      companyId: site.companyB,
      userId: site.users.contractorB.id,
      locationId: null,
      timestampCreated: at('2024-03-11T15:00:00Z'),
    }),
    line('t3', {
      objectId: ids.tube,
      type: 90,
      value: -2,
      companyId: null,
      userId: null,
      locationId: site.locationIds[1],
      reason: 'lost',
      timestampCreated: at('2024-03-12T15:00:00Z'),
    }),
    line('t4', {
      objectId: ids.plank,
      type: 11,
      value: 1,
      companyId: site.companyA,
      userId: 'a-user-long-gone',
      locationId: ids.goneLocation,
      parentRecordId: ids.goneRecord,
      taskId: ids.goneTask,
      timestampCreated: at('2024-03-13T15:00:00Z'),
    }),
    line('t5', {
      objectId: ids.tube,
      type: 6,
      value: 4,
      companyId: ids.goneCompany,
      userId: site.users.plant.id,
      locationId: site.locationIds[0],
      parentRecordId: ids.record,
      taskId: ids.goneTask,
      timestampCreated: at('2024-03-14T15:00:00Z'),
    }),
    line('tDeleted', {
      companyId: site.companyA,
      deletedAt: new Date(),
      timestampCreated: at('2024-03-14T16:00:00Z'),
    }),
    {
      ...line('tOther', {
        objectId: ids.otherObject,
        companyId: other.companyA,
        timestampCreated: at('2024-03-14T15:00:00Z'),
      }),
      siteKey: other.siteKey,
    },
  ]);
});
afterAll(() => t.close());

const signInAll = async () => ({
  ...(await signInRoles(t, site, [
    'admin',
    'plant',
    'foreman',
    'contractorA',
    'contractorB',
    'applicant',
  ])),
  ...(await signInEach(t, { otherAdmin: other.users.admin, offAdmin: off.users.admin }, PASSWORD)),
});

const idsOf = (rows: readonly TTransactionRow[]) => rows.map((r) => r.id);
const list = (input: Record<string, unknown> = {}, who: keyof typeof c = 'plant') =>
  c[who].rpc.inventoryTransactions.list(input);

describe('scope', () => {
  it('shows plant personnel and the site admin every live transaction of the site, newest first', async () => {
    const expected = [ids.t.t5, ids.t.t4, ids.t.t3, ids.t.t2, ids.t.t1];
    for (const who of ['plant', 'admin'] as const) {
      const { rows, total } = await list({}, who);
      expect(total).toBe(5);
      expect(idsOf(rows)).toEqual(expected);
    }
  });

  it('shows a company user their company’s transactions only', async () => {
    expect(idsOf((await list({}, 'contractorA')).rows)).toEqual([ids.t.t4, ids.t.t1]);
    expect(idsOf((await list({}, 'foreman')).rows)).toEqual([ids.t.t4, ids.t.t1]);
    const b = await list({}, 'contractorB');
    expect(idsOf(b.rows)).toEqual([ids.t.t2]);
    expect(b.total).toBe(1);
    // Asking for another company's rows finds none.
    expect((await list({ companyId: site.companyA }, 'contractorB')).total).toBe(0);
  });

  it('never shows another site’s transactions', async () => {
    expect(idsOf((await list({}, 'otherAdmin')).rows)).toEqual([ids.t.tOther]);
    expect((await list({ objectId: ids.otherObject })).total).toBe(0);
    expect((await list({ search: 'elsewhere' })).total).toBe(0);
  });

  it('refuses every procedure when the site does not enable inventory', async () => {
    const rpc = c.offAdmin.rpc.inventoryTransactions;
    const refused = { code: 'FORBIDDEN', message: INVENTORY_TEXTS.disabled };
    await expect(rpc.list({})).rejects.toMatchObject(refused);
    await expect(rpc.exportCsv({})).rejects.toMatchObject(refused);
    await expect(rpc.filterOptions()).rejects.toMatchObject(refused);
  });

  it('refuses an applicant and a signed-out caller', async () => {
    await expect(list({}, 'applicant')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.inventoryTransactions.list({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('cells', () => {
  it('resolves names, [Unavailable] and [No location]', async () => {
    const { rows } = await list();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids.t.t1)).toMatchObject({
      object: 'Tube 21ft',
      user: `contractorA ${site.siteKey}`,
      company: 'Company A',
      typeLabel: 'Reserve',
      value: 10,
      location: 'Area 1',
      craftRecordId: ids.record,
      craftRecord: 'Unit 4 scaffold',
      taskId: ids.task,
      task: 'Erect deck',
      reason: '',
      created: '2024-03-10T15:00:00.000Z',
    });
    expect(byId.get(ids.t.t2)).toMatchObject({ location: '[No location]', value: 3.5 });
    expect(byId.get(ids.t.t3)).toMatchObject({ user: 'server', company: '', reason: 'Lost' });
    // Deleted object, location, record and task, and a user who is gone.
    expect(byId.get(ids.t.t4)).toMatchObject({
      object: '[Unavailable]',
      user: '[Unavailable]',
      location: '[Unavailable]',
      craftRecord: '[Unavailable]',
      craftRecordId: null,
      task: '[Unavailable]',
      taskId: null,
    });
    // A deleted company; the record is there, its task is not.
    expect(byId.get(ids.t.t5)).toMatchObject({
      company: '[Unavailable]',
      craftRecordId: ids.record,
      taskId: null,
      task: '[Unavailable]',
    });
  });
});

describe('filters and search', () => {
  it.each<[string, () => Record<string, unknown>, (keyof typeof ids.t)[]]>([
    ['one type', () => ({ types: [5] }), ['t1']],
    ['two types', () => ({ types: [5, 21] }), ['t2', 't1']],
    ['no type chosen', () => ({ types: [] }), ['t5', 't4', 't3', 't2', 't1']],
    ['an object', () => ({ objectId: ids.tube }), ['t5', 't3', 't1']],
    ['a company', () => ({ companyId: site.companyB }), ['t2']],
    ['from a day', () => ({ from: '2024-03-13' }), ['t5', 't4']],
    ['to a day (included)', () => ({ to: '2024-03-11' }), ['t2', 't1']],
    ['one day', () => ({ from: '2024-03-12', to: '2024-03-12' }), ['t3']],
    ['type and object', () => ({ types: [5, 90], objectId: ids.tube }), ['t3', 't1']],
    ['the object title', () => ({ search: 'TUBE' }), ['t5', 't3', 't1']],
    ['the record title', () => ({ search: 'unit scaffold' }), ['t5', 't1']],
    ['the task title', () => ({ search: 'erect deck' }), ['t1']],
    ['the user name', () => ({ search: `contractorb ${site.siteKey}` }), ['t2']],
    ['the company name', () => ({ search: 'company' }), ['t4', 't2', 't1']],
    ['a deleted record’s title (shown as [Unavailable])', () => ({ search: 'hidden boiler' }), []],
    ['words found nowhere together', () => ({ search: 'coupler erect' }), []],
  ])('%s', async (_name, input, expected) => {
    const { rows, total } = await list(input());
    expect(idsOf(rows)).toEqual(expected.map((k) => ids.t[k]));
    expect(total).toBe(expected.length);
  });

  it('says a reversed date range', async () => {
    await expect(list({ from: '2024-03-12', to: '2024-03-11' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.plant.rpc.inventoryTransactions.exportCsv({ from: '2024-03-12', to: '2024-03-11' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(DATE_RANGE_MESSAGE).toContain('before');
  });

  it('pages', async () => {
    const first = await list({ pageSize: 25 });
    const second = await list({ pageSize: 25, page: 1 });
    expect(first.rows).toHaveLength(5);
    expect(second.rows).toEqual([]);
    expect(second.total).toBe(5);
  });
});

/** The key a column sorts by: its cell, empty ones (none, gone) last. */
function sortKey(row: TTransactionRow, field: TTransactionSortField): string | number | null {
  const text: Record<TTransactionSortField, string | number> = {
    object: row.object,
    user: row.user,
    company: row.company,
    created: row.created,
    type: row.typeLabel.toLowerCase(),
    value: row.value,
    location: row.location,
    craftRecord: row.craftRecord,
    task: row.task,
    reason: row.reason,
  };
  const value = text[field];
  return ['', '[Unavailable]', '[No location]', 'server'].includes(String(value)) ? null : value;
}

function expectedOrder(rows: TTransactionRow[], field: TTransactionSortField, asc: boolean) {
  const newestFirst = (a: TTransactionRow, b: TTransactionRow) =>
    b.created.localeCompare(a.created) || (a.id < b.id ? -1 : 1);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [sortKey(a, field), sortKey(b, field)];
      if (field === 'created') return asc ? -newestFirst(a, b) : newestFirst(a, b);
      if (x === null || y === null) return x === y ? newestFirst(a, b) : x === null ? 1 : -1;
      if (x === y) return newestFirst(a, b);
      return (x < y ? -1 : 1) * (asc ? 1 : -1);
    })
    .map((r) => r.id);
}

describe('sort', () => {
  it.each(TRANSACTION_SORT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'by %s %s',
    async (field, direction) => {
      const all = (await list()).rows;
      const { rows } = await list({ sort: { field, direction } });
      expect(idsOf(rows)).toEqual(expectedOrder(all, field, direction === 'asc'));
    },
  );

  it('sorts Type by its label and Qty by its value', async () => {
    const byType = await list({ sort: { field: 'type', direction: 'asc' } });
    expect(byType.rows.map((r) => r.typeLabel)).toEqual([
      'Consumed from Stock',
      'correction (available)',
      'On Rent (from laydown yard)',
      'Reserve',
      'Un-Reserve',
    ]);
    const byValue = await list({ sort: { field: 'value', direction: 'asc' } });
    expect(byValue.rows.map((r) => r.value)).toEqual([-2, 1, 3.5, 4, 10]);
  });
});

describe('exportCsv', () => {
  it('exports the filtered rows as Inventory Transactions - {MM-DD-YYYY}.csv', async () => {
    const { filename, csv, rows } = await c.plant.rpc.inventoryTransactions.exportCsv({
      objectId: ids.tube,
    });
    expect(filename).toBe(
      `Inventory Transactions - ${formatExportFileDate(new Date(), 'America/Chicago')}.csv`,
    );
    expect(rows).toBe(3);
    expect(csv.split('\r\n')).toEqual([
      'Object,User,Company,Created,Type,Qty,Location,Craft Record,Task,Reason',
      `Tube 21ft,plant ${site.siteKey},[Unavailable],03/14/2024 10:00 AM,Un-Reserve,4,Area 1,Unit 4 scaffold,[Unavailable],`,
      'Tube 21ft,server,,03/12/2024 10:00 AM,correction (available),-2,Area 2,,,Lost',
      `Tube 21ft,contractorA ${site.siteKey},Company A,03/10/2024 10:00 AM,Reserve,10,Area 1,Unit 4 scaffold,Erect deck,`,
      '',
    ]);
  });

  it('exports a company user’s rows only', async () => {
    const { csv, rows } = await c.contractorB.rpc.inventoryTransactions.exportCsv({});
    expect(rows).toBe(1);
    expect(csv).toContain('Coupler');
    expect(csv).not.toContain('Tube');
  });
});

describe('filterOptions', () => {
  it('offers plant personnel every live object and company of the site', async () => {
    const options = await c.plant.rpc.inventoryTransactions.filterOptions();
    expect(options.objects.map((o) => o.title)).toEqual(['Coupler', 'Tube 21ft']);
    expect(options.companies.map((o) => o.name)).toEqual(['Company A', 'Company B']);
  });

  it('offers a company user the objects they may see and their company', async () => {
    const a = await c.contractorA.rpc.inventoryTransactions.filterOptions();
    expect(a.objects.map((o) => o.title)).toEqual(['Coupler', 'Tube 21ft']);
    expect(a.companies).toEqual([{ id: site.companyA, name: 'Company A' }]);
    const b = await c.contractorB.rpc.inventoryTransactions.filterOptions();
    expect(b.objects.map((o) => o.title)).toEqual(['Tube 21ft']);
    expect(b.companies).toEqual([{ id: site.companyB, name: 'Company B' }]);
  });
});

describe('lines the movement writer wrote', () => {
  it('are listed with their object, location and type', async () => {
    const objectId = randomUUID();
    await t.db
      .insert(inventoryObjects)
      .values({ id: objectId, siteKey: other.siteKey, title: 'Written plank' });
    await t.db.transaction((tx) =>
      applyMovements(
        tx,
        {
          siteKey: other.siteKey,
          userId: other.users.admin.id,
          timeZone: 'America/Chicago',
          now: new Date(),
        },
        [
          {
            objectId,
            locationId: other.locationIds[0],
            type: 90,
            value: 7,
            companyId: null,
            reason: 'count',
          },
        ],
      ),
    );
    const { rows } = await list({ search: 'written plank' }, 'otherAdmin');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      object: 'Written plank',
      user: `admin ${other.siteKey}`,
      typeLabel: 'correction (available)',
      value: 7,
      location: 'Area 1',
      reason: 'Count',
    });
  });
});
