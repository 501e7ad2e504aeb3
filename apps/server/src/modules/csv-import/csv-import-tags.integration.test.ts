import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { craftRecords, events, sites, tasks } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/*
 * Issue 33, on a site as `create-site` makes it (no tag number field of its own): tag numbers
 * unique among the live records, skip or update, values for every row, a semicolon file,
 * completed work orders as history.
 */
let t: TestApp;
let site: SiteFixture;
let admin: TestClient;

const file = (text: string) => new File([text], 'register.csv', { type: 'text/csv' });
/** A register as a European spreadsheet saves it: semicolons, decimal commas. */
const register = (rows: [string, string, string][]) =>
  file(
    'Asset ID;Name;Length (m)\r\n' +
      rows.map(([id, name, length]) => `${id};"${name}";${length}`).join('\r\n') +
      '\r\n',
  );
const MAPPING = ['craftDetails.tagNumber', 'title', null];
const CONSTANTS = [
  { field: 'craftType', value: 'Scaffolding' },
  { field: 'company', value: 'Company A' },
];
const records = () =>
  t.db
    .select()
    .from(craftRecords)
    .where(eq(craftRecords.siteKey, site.siteKey))
    .orderBy(craftRecords.tagNumber);

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'CSVTAG');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
}, 60_000);
afterAll(() => t.close());

describe('a records import on a new site', () => {
  const first = register([
    ['RA-001', 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса', '1,5'],
    ['RA-002', 'Signal gantry', '12'],
  ]);

  it('reads the semicolons, proposes Asset ID as the tag number and Name as the title', async () => {
    const answer = await admin.rpc.csvImport.inspect({ kind: 'records', file: first });
    expect(answer).toMatchObject({
      delimiter: 'semicolon',
      headers: ['Asset ID', 'Name', 'Length (m)'],
      mapping: MAPPING,
    });
    expect(answer.sample[0]?.[2]).toBe('1,5');
  });

  it('reads a file as comma-separated when the user says so', async () => {
    const text = file('Asset ID;Name;Length,m\r\nRA-1;Rack;1,5\r\n');
    expect(await admin.rpc.csvImport.inspect({ kind: 'records', file: text })).toMatchObject({
      delimiter: 'semicolon',
    });
    const answer = await admin.rpc.csvImport.inspect({
      kind: 'records',
      file: text,
      delimiter: 'comma',
    });
    expect(answer).toMatchObject({ delimiter: 'comma', headers: ['Asset ID;Name;Length', 'm'] });
  });

  it('creates the records with their tag numbers and the values given for every row', async () => {
    const input = { kind: 'records' as const, file: first, mapping: MAPPING, constants: CONSTANTS };
    const dry = await admin.rpc.csvImport.dryRun(input);
    expect(dry).toMatchObject({
      problems: [],
      counts: { create: 2, update: 0, skip: 0, unchanged: 0 },
      outcomes: [
        { line: 2, tag: 'RA-001', outcome: 'create' },
        { line: 3, tag: 'RA-002', outcome: 'create' },
      ],
    });
    expect(await admin.rpc.csvImport.run(input)).toMatchObject({ imported: true, created: 2 });
    expect((await records()).map((r) => [r.tagNumber, r.title, r.craftType])).toEqual([
      ['RA-001', 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса', CRAFT_TYPE.SCAFFOLDING],
      ['RA-002', 'Signal gantry', CRAFT_TYPE.SCAFFOLDING],
    ]);
    expect((await records())[0]?.authorizedCompanies).toEqual([site.companyA]);
  });

  it('skips every record already on the site when imported again, saying so per line', async () => {
    const input = { kind: 'records' as const, file: first, mapping: MAPPING, constants: CONSTANTS };
    const result = await admin.rpc.csvImport.run({ ...input, existing: 'skip' });
    expect(result).toMatchObject({
      imported: true,
      created: 0,
      report: {
        counts: { create: 0, update: 0, skip: 2, unchanged: 0 },
        outcomes: [
          { line: 2, tag: 'RA-001', outcome: 'skip' },
          { line: 3, tag: 'RA-002', outcome: 'skip' },
        ],
      },
    });
    expect(await records()).toHaveLength(2);
  });

  it('flags a tag number twice in the file, line by line, and creates nothing', async () => {
    const twice = register([
      ['RA-100', 'Deck', '1'],
      ['RA-101', 'Deck', '1'],
      ['ra-100', 'Deck again', '1'],
    ]);
    const input = { kind: 'records' as const, file: twice, mapping: MAPPING, constants: CONSTANTS };
    const result = await admin.rpc.csvImport.run(input);
    expect(result).toMatchObject({
      imported: false,
      report: {
        problems: [{ line: 4, column: 'Asset ID', reason: 'Tag number ra-100 is also on line 2.' }],
      },
    });
    expect(await records()).toHaveLength(2);
  });

  it('changes only the changed rows when updating, with the record’s events', async () => {
    const changed = register([
      ['RA-001', 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса', '1,5'],
      ['RA-002', 'Signal gantry (rebuilt)', '12'],
      ['RA-003', 'Cable trough', '4'],
    ]);
    const input = {
      kind: 'records' as const,
      file: changed,
      mapping: MAPPING,
      constants: CONSTANTS,
      existing: 'update' as const,
    };
    const before = await records();
    const result = await admin.rpc.csvImport.run(input);
    expect(result.report).toMatchObject({
      counts: { create: 1, update: 1, skip: 0, unchanged: 1 },
      outcomes: [
        { line: 2, tag: 'RA-001', outcome: 'unchanged' },
        { line: 3, tag: 'RA-002', outcome: 'update' },
        { line: 4, tag: 'RA-003', outcome: 'create' },
      ],
    });
    const after = await records();
    expect(after.map((r) => [r.tagNumber, r.title])).toEqual([
      ['RA-001', 'Gerüst Nord – Łódź – Ø 48 – 足場 – Леса'],
      ['RA-002', 'Signal gantry (rebuilt)'],
      ['RA-003', 'Cable trough'],
    ]);
    expect(after[0]?.timestampLastModified).toEqual(before[0]?.timestampLastModified);
    const updated = await t.db
      .select({ eventType: events.eventType, title: events.title })
      .from(events)
      .where(
        and(
          eq(events.craftRecordId, after[1]?.id ?? ''),
          eq(events.eventType, EVENT_TYPE.UPDATED_TITLE),
        ),
      );
    expect(updated).toEqual([
      { eventType: EVENT_TYPE.UPDATED_TITLE, title: 'Signal gantry (rebuilt)' },
    ]);
  });

  it('creates a file’s records once when it is imported twice at the same moment', async () => {
    const rows = Array.from(
      { length: 40 },
      (_, i) => [`RC-${i}`, `Rack ${i}`, '1'] as [string, string, string],
    );
    const input = {
      kind: 'records' as const,
      file: register(rows),
      mapping: MAPPING,
      constants: CONSTANTS,
    };
    const [a, b] = await Promise.all([
      admin.rpc.csvImport.run(input),
      admin.rpc.csvImport.run(input),
    ]);
    expect([a.created, b.created].sort()).toEqual([0, 40]);
    const made = (await records()).filter((r) => r.tagNumber?.startsWith('RC-'));
    expect(made).toHaveLength(40);
  });

  it('refuses everyone but site admins, whatever the choice for existing records', async () => {
    const input = {
      kind: 'records' as const,
      file: first,
      mapping: MAPPING,
      constants: CONSTANTS,
      existing: 'update' as const,
    };
    for (const role of ['plant', 'foreman', 'contractorA'] as const) {
      const client = await t.signIn(site.users[role].email, PASSWORD);
      await expect(client.rpc.csvImport.dryRun(input)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(client.rpc.csvImport.run(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('completed work orders', () => {
  it('import as Complete with their past dates on a site that does not schedule in the past', async () => {
    const [site0] = await t.db.select().from(sites).where(eq(sites.siteKey, site.siteKey));
    expect(site0?.customizations).not.toHaveProperty('allowSchedulingTasksInThePast', true);
    const orders = file(
      'WO Number\tAsset ID\tType\tContractor\tDue date\tStatus\r\n' +
        'WO-1\tRA-001\tInspection\tCompany A\t2025-03-14\tCompleted\r\n' +
        'WO-2\tRA-002\tModification\tCompany A\t2025-06-01\tCompleted\r\n',
    );
    const inspected = await admin.rpc.csvImport.inspect({ kind: 'tasks', file: orders });
    expect(inspected).toMatchObject({
      delimiter: 'tab',
      mapping: ['workOrder', 'recordTag', 'taskType', 'company', 'scheduledDate', 'status'],
    });
    const result = await admin.rpc.csvImport.run({
      kind: 'tasks',
      file: orders,
      mapping: inspected.mapping,
    });
    expect(result).toMatchObject({ imported: true, created: 2 });
    const made = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.siteKey, site.siteKey), inArray(tasks.workOrder, ['WO-1', 'WO-2'])))
      .orderBy(tasks.workOrder);
    expect(
      made.map((x) => [
        x.taskStatus,
        x.timestampScheduled?.toISOString().slice(0, 10),
        x.timestampTaskCompleted?.toISOString().slice(0, 10),
      ]),
    ).toEqual([
      [TASK_STATUS.COMPLETE, '2025-03-14', '2025-03-14'],
      [TASK_STATUS.COMPLETE, '2025-06-01', '2025-06-01'],
    ]);
    const [record] = (await records()).filter((r) => r.tagNumber === 'RA-001');
    expect(record).toMatchObject({ numOpenTasks: 0, numClosedTasks: 1, open: true });
  });
});
