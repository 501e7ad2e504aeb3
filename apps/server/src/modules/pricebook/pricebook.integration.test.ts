import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICEBOOK_CSV_COLUMNS, PRICEBOOK_MESSAGES } from '@craftwork/domain/billing/pricebook';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { toCsv } from '@craftwork/domain/lists/csv';
import { auditLog, pricebookItems } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<'admin' | 'plant' | 'foreman' | 'otherAdmin', TestClient>;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'PRICEBOOK');
  other = await createSiteFixture(t.db, 'PRICEBOOKOTHER');
  c = {
    admin: await t.signIn(site.users.admin.email, PASSWORD),
    plant: await t.signIn(site.users.plant.email, PASSWORD),
    foreman: await t.signIn(site.users.foreman.email, PASSWORD),
    otherAdmin: await t.signIn(other.users.admin.email, PASSWORD),
  };
});
afterAll(() => t.close());

const item = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Standard work',
  unit: 'hour',
  unitPriceCents: 8550,
  craftType: CRAFT_TYPE.SCAFFOLDING,
  taxable: true,
  active: true,
  ...extra,
});

const header = PRICEBOOK_CSV_COLUMNS.join(',');
const names = async (client: TestClient, search = '') =>
  (await client.rpc.pricebook.list({ search })).map((i) => i.name);

describe('save and list', () => {
  it('creates an item, audited under billing, and lists it', async () => {
    const { id } = await c.admin.rpc.pricebook.save(item('  Scaffold Erection  '));
    const [listed] = await c.plant.rpc.pricebook.list({ search: 'erection' });
    expect(listed).toMatchObject({ id, ...item('Scaffold Erection') });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.area, 'billing')));
    expect(entry).toMatchObject({ action: 'created', targetLabel: 'Scaffold Erection' });
  });

  it('updates an item, writing only what changed', async () => {
    const { id } = await c.admin.rpc.pricebook.save(item('Insulation Blanket'));
    await c.admin.rpc.pricebook.save({ ...item('Insulation Blanket'), id, unitPriceCents: 9900 });
    const [listed] = await c.admin.rpc.pricebook.list({ search: 'blanket' });
    expect(listed?.unitPriceCents).toBe(9900);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.find((e) => e.action === 'updated')).toMatchObject({
      before: { unitPriceCents: 8550 },
      after: { unitPriceCents: 9900 },
    });
  });

  it('refuses a second item of the same name in any letter case', async () => {
    await c.admin.rpc.pricebook.save(item('Pipe Wrap'));
    await expect(c.admin.rpc.pricebook.save(item('PIPE WRAP'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PRICEBOOK_MESSAGES.duplicateName,
    });
    const { id } = await c.admin.rpc.pricebook.save(item('Pipe Wrap 2'));
    await expect(c.admin.rpc.pricebook.save({ ...item('pipe wrap'), id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PRICEBOOK_MESSAGES.duplicateName,
    });
  });

  it('lets another site use the same name', async () => {
    await c.otherAdmin.rpc.pricebook.save(item('Pipe Wrap'));
    expect(await names(c.otherAdmin, 'pipe wrap')).toEqual(['Pipe Wrap']);
  });

  it.each([
    ['no name', { name: ' ' }, PRICEBOOK_MESSAGES.nameRequired],
    ['no unit', { unit: '' }, PRICEBOOK_MESSAGES.unitRequired],
    ['a negative price', { unitPriceCents: -1 }, PRICEBOOK_MESSAGES.price],
    ['an unknown craft type', { craftType: 11 }, PRICEBOOK_MESSAGES.craftType],
  ])('refuses %s', async (_case, extra, message) => {
    await expect(c.admin.rpc.pricebook.save(item('Refused', extra))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it("refuses another site's item as not available, changing nothing", async () => {
    const { id } = await c.otherAdmin.rpc.pricebook.save(item('Other Site Item'));
    await expect(c.admin.rpc.pricebook.save({ ...item('Taken Over'), id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PRICEBOOK_MESSAGES.notFound,
    });
    expect(await names(c.otherAdmin, 'other site item')).toEqual(['Other Site Item']);
    expect(await names(c.admin, 'other site item')).toEqual([]);
  });

  it('filters by active and craft type (an item of any craft matches every craft)', async () => {
    await c.admin.rpc.pricebook.save(item('Filter Paint', { craftType: CRAFT_TYPE.PAINTING }));
    await c.admin.rpc.pricebook.save(item('Filter Any', { craftType: null }));
    await c.admin.rpc.pricebook.save(item('Filter Retired', { active: false, craftType: null }));
    const list = (input: object) =>
      c.admin.rpc.pricebook
        .list({ search: 'filter', ...input })
        .then((rows) => rows.map((r) => r.name));
    expect(await list({})).toEqual(['Filter Any', 'Filter Paint', 'Filter Retired']);
    expect(await list({ activeOnly: true })).toEqual(['Filter Any', 'Filter Paint']);
    expect(await list({ craftType: CRAFT_TYPE.PAINTING })).toEqual([
      'Filter Any',
      'Filter Paint',
      'Filter Retired',
    ]);
    expect(await list({ craftType: CRAFT_TYPE.HVAC, activeOnly: true })).toEqual(['Filter Any']);
  });

  it('searches the description and unit too, every word', async () => {
    await c.admin.rpc.pricebook.save(
      item('Search Probe', { description: 'Mineral wool jacket', unit: 'linear foot' }),
    );
    expect(await names(c.admin, 'wool foot')).toEqual(['Search Probe']);
    expect(await names(c.admin, 'wool meter')).toEqual([]);
  });

  it('refuses a user who does not see money', async () => {
    await expect(c.foreman.rpc.pricebook.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('import', () => {
  it('creates new items and updates those whose name exists', async () => {
    await c.admin.rpc.pricebook.save(item('Import Existing'));
    const csv = [
      header,
      'Import Existing,Now cheaper,hour,70.00,Scaffolding,Yes,Yes',
      'Import New A,"Quoted, with comma",each,"1,234.50",insulation,no,true',
      '',
      'Import New B,,foot,$0.99,,FALSE,No',
      'Import New C,By code,day,12,30,,',
    ].join('\r\n');
    expect(await c.admin.rpc.pricebook.importCsv({ csv })).toEqual({ created: 3, updated: 1 });
    const rows = await c.admin.rpc.pricebook.list({ search: 'import' });
    expect(
      rows.map((r) => [r.name, r.description, r.unitPriceCents, r.craftType, r.taxable, r.active]),
    ).toEqual([
      ['Import Existing', 'Now cheaper', 7000, CRAFT_TYPE.SCAFFOLDING, true, true],
      ['Import New A', 'Quoted, with comma', 123_450, CRAFT_TYPE.INSULATION, false, true],
      ['Import New B', '', 99, null, false, false],
      ['Import New C', 'By code', 1200, CRAFT_TYPE.PAINTING, true, true],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.siteKey, site.siteKey), eq(auditLog.targetLabel, 'Price Book CSV import')),
      );
    expect(entry).toMatchObject({ area: 'billing', after: { created: 3, updated: 1 } });
  });

  it('imports nothing when a row is bad, naming its line', async () => {
    const before = await t.db
      .select()
      .from(pricebookItems)
      .where(eq(pricebookItems.siteKey, site.siteKey));
    const csv = [
      header,
      'Half A,,each,1.00,,Yes,Yes',
      'Half B,,each,2.00,,Yes,Yes',
      'Half C,,each,twelve,,Yes,Yes',
      'Half D,,each,4.00,,Yes,Yes',
    ].join('\n');
    await expect(c.admin.rpc.pricebook.importCsv({ csv })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `${PRICEBOOK_MESSAGES.importRefused}\nLine 4: ${PRICEBOOK_MESSAGES.price}`,
    });
    const after = await t.db
      .select()
      .from(pricebookItems)
      .where(eq(pricebookItems.siteKey, site.siteKey));
    expect(after).toEqual(before);
  });

  it('names every bad line, counting multi-line cells and blank lines, up to 20', async () => {
    const csv = [
      header,
      'Lines A,"two',
      'lines",each,1.00,,Yes,Yes',
      '',
      ',,each,1.00,,Yes,Yes',
      'Lines B,,,1.00,,Yes,Yes',
      'Lines C,,each,1.00,Welding,Yes,Yes',
      'Lines D,,each,1.00,,Maybe,Yes',
      'Lines E,,each,1.00',
      'lines a,,each,1.00,,Yes,Yes',
    ].join('\r\n');
    const error = await c.admin.rpc.pricebook.importCsv({ csv }).catch((e: Error) => e);
    expect((error as Error).message.split('\n')).toEqual([
      PRICEBOOK_MESSAGES.importRefused,
      `Line 5: ${PRICEBOOK_MESSAGES.nameRequired}`,
      `Line 6: ${PRICEBOOK_MESSAGES.unitRequired}`,
      `Line 7: ${PRICEBOOK_MESSAGES.craftType}`,
      'Line 8: Taxable must be Yes or No.',
      'Line 9: expected 7 columns, found 4.',
      'Line 10: lines a is already on line 2.',
    ]);
    const many = [header, ...Array.from({ length: 25 }, (_, i) => `Bad ${i},,each,x,,Yes,Yes`)];
    const lines = await c.admin.rpc.pricebook
      .importCsv({ csv: many.join('\n') })
      .then(() => [])
      .catch((e: Error) => e.message.split('\n'));
    expect(lines).toHaveLength(22);
    expect(lines[1]).toBe(`Line 2: ${PRICEBOOK_MESSAGES.price}`);
    expect(lines[20]).toBe(`Line 21: ${PRICEBOOK_MESSAGES.price}`);
    expect(lines[21]).toBe('and 5 more');
  });

  it.each([
    ['a wrong header', 'Name,Price\nA,1', PRICEBOOK_MESSAGES.importHeader],
    ['only a header', header, PRICEBOOK_MESSAGES.importEmpty],
    [
      'too many rows',
      [header, ...Array.from({ length: 5001 }, (_, i) => `Many ${i},,each,1,,Yes,Yes`)].join('\n'),
      PRICEBOOK_MESSAGES.importTooMany,
    ],
  ])('refuses %s', async (_case, csv, message) => {
    await expect(c.admin.rpc.pricebook.importCsv({ csv })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('accepts the header in any letter case and a byte order mark', async () => {
    const csv = `\uFEFF${header.toUpperCase()}\nCase Probe,,each,1.00,,Yes,Yes\n`;
    expect(await c.admin.rpc.pricebook.importCsv({ csv })).toEqual({ created: 1, updated: 0 });
  });
});

describe('export', () => {
  it('writes the columns as the spec names them and reads back the same items', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    await c.otherAdmin.rpc.pricebook.save(
      item(formula, { description: '-2+3 "quoted"\nsecond line', unitPriceCents: 123_456 }),
    );
    await c.otherAdmin.rpc.pricebook.save(
      item('@Plain', { unit: '+each', craftType: null, taxable: false, active: false }),
    );
    const before = await c.otherAdmin.rpc.pricebook.list({});
    const file = await c.otherAdmin.rpc.pricebook.exportCsv({});
    expect(file.filename).toMatch(/^Price Book - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(file.rows).toBe(before.length);
    expect(file.csv.split('\r\n')[0]).toBe(header);
    expect(file.csv).toContain(
      toCsv(
        [],
        [[formula, '-2+3 "quoted"\nsecond line', 'hour', '1234.56', 'Scaffolding', 'Yes', 'Yes']],
      ),
    );
    expect(file.csv).toContain(`'@Plain,Standard work,'+each,85.50,,No,No`);
    expect(await c.otherAdmin.rpc.pricebook.importCsv({ csv: file.csv })).toEqual({
      created: 0,
      updated: before.length,
    });
    const after = await c.otherAdmin.rpc.pricebook.list({});
    const strip = (rows: typeof before) => rows.map(({ timestampLastModified: _, ...r }) => r);
    expect(strip(after)).toEqual(strip(before));
    // Into an empty price book the same file creates the same items.
    const fresh = await createSiteFixture(t.db, 'PRICEBOOKFRESH');
    const freshAdmin = await t.signIn(fresh.users.admin.email, PASSWORD);
    expect(await freshAdmin.rpc.pricebook.importCsv({ csv: file.csv })).toEqual({
      created: before.length,
      updated: 0,
    });
    const copied = await freshAdmin.rpc.pricebook.list({});
    const noIds = (rows: typeof before) => strip(rows).map(({ id: _, ...r }) => r);
    expect(noIds(copied)).toEqual(noIds(before));
  });

  it('exports only the filtered items', async () => {
    const file = await c.admin.rpc.pricebook.exportCsv({ search: 'filter', activeOnly: true });
    expect(file.rows).toBe(2);
  });
});
