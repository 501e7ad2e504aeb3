import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { toCsv } from '@craftwork/domain/lists/csv';
import { craftRecords, events, locations, sites, tasks } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { CSV_FILE_MESSAGES } from './csv-file.ts';

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;
let plant: TestClient;

const csv = (text: string, name = 'import.csv') => new File([text], name, { type: 'text/csv' });
const RECORD_HEADERS = ['Title', 'Craft type', 'Location', 'Company', 'Tag Number', 'Leg Feet'];
const RECORD_MAPPING = [
  'title',
  'craftType',
  'location',
  'company',
  'craftDetails.tagNumber',
  'craftDetails.legFeet',
];
const TASK_HEADERS = ['Tag number', 'Task type', 'Assigned company', 'Scheduled date', 'Title'];
const TASK_MAPPING = ['recordTag', 'taskType', 'company', 'scheduledDate', 'title'];

function recordsFile(rows: string[][]) {
  return csv(toCsv(RECORD_HEADERS, rows));
}
const recordsOf = (siteKey: string) =>
  t.db.select().from(craftRecords).where(eq(craftRecords.siteKey, siteKey));
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'CSVIMP');
  await t.db
    .update(sites)
    .set({
      customizations: {
        craftDetails: {
          [CRAFT_TYPE.SCAFFOLDING]: {
            tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string', required: true },
            legFeet: { key: 'legFeet', title: 'Leg Feet', type: 'number' },
          },
        },
      },
    })
    .where(eq(sites.siteKey, site.siteKey));
  const other = await createSiteFixture(t.db, 'CSVIMP2');
  await t.db
    .update(locations)
    .set({ title: 'Far Yard' })
    .where(eq(locations.id, other.locationIds[0] ?? ''));
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  plant = await t.signIn(site.users.plant.email, PASSWORD);
}, 60_000);
afterAll(() => t.close());

describe('inspect and template', () => {
  it('answers the headers, row count, samples and the proposed mapping', async () => {
    const file = recordsFile([
      ['Rack 1', 'Scaffolding', 'Area 1', 'Company A', 'S-1', '12'],
      ['Rack 2', 'Scaffolding', 'Area 2', '', 'S-2', ''],
    ]);
    const answer = await admin.rpc.csvImport.inspect({ kind: 'records', file });
    expect(answer.headers).toEqual(RECORD_HEADERS);
    expect(answer.rowCount).toBe(2);
    expect(answer.sample[1]).toEqual(['Rack 2', 'Scaffolding', 'Area 2', '', 'S-2', '']);
    expect(answer.mapping).toEqual(RECORD_MAPPING);
    expect(answer.fields.find((f) => f.key === 'title')).toMatchObject({ required: true });
  });

  it('gives a template with the labels of the site’s fields', async () => {
    const { template } = await admin.rpc.csvImport.template({ kind: 'records' });
    expect(template.csv.split('\r\n')[0]).toBe(
      'Title,Craft type,Description,Location,Company,Asset number,Tag Number,Leg Feet',
    );
  });

  it.each<[string, File, string]>([
    [
      'a PNG',
      new File([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], 'x.csv'),
      CSV_FILE_MESSAGES.notText,
    ],
    [
      'Latin-1 bytes',
      new File([Uint8Array.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0xff])], 'x.csv'),
      CSV_FILE_MESSAGES.notText,
    ],
    ['an empty file', csv(''), CSV_FILE_MESSAGES.empty],
    ['a header only', csv('Title,Craft type\r\n'), CSV_FILE_MESSAGES.noRows],
    [
      'an open quote',
      csv('Title\r\n"Rack\r\n'),
      'The file could not be read as CSV: a quote is opened and never closed.',
    ],
    ['over 5 MB', csv('Title\r\n' + 'x'.repeat(5 * 1024 * 1024)), CSV_FILE_MESSAGES.tooLarge],
    ['5,001 rows', csv('Title\r\n' + 'Rack\r\n'.repeat(5001)), CSV_FILE_MESSAGES.tooManyRows],
  ])('refuses %s by its content, in words', async (_, file, message) => {
    await expect(admin.rpc.csvImport.inspect({ kind: 'records', file })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('refuses everyone but site admins', async () => {
    const file = recordsFile([['Rack', 'Scaffolding', '', '', 'S', '']]);
    await expect(plant.rpc.csvImport.inspect({ kind: 'records', file })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      plant.rpc.csvImport.run({ kind: 'records', file, mapping: RECORD_MAPPING }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('records', () => {
  it('imports good rows with their fields, events and a BOM header', async () => {
    const file = csv(
      '\uFEFF' +
        toCsv(RECORD_HEADERS, [
          ['North rack', 'scaffolding', 'area 1', 'Company A', 'IMP-1', '12'],
        ]) +
        '"=HYPERLINK(""x"")",Scaffolding,,,IMP-2,\r\n',
    );
    const dry = await admin.rpc.csvImport.dryRun({
      kind: 'records',
      file,
      mapping: RECORD_MAPPING,
    });
    expect(dry).toMatchObject({ rows: 2, ready: 2, badRows: 0, problems: [], moreProblems: 0 });
    const result = await admin.rpc.csvImport.run({
      kind: 'records',
      file,
      mapping: RECORD_MAPPING,
    });
    expect(result).toMatchObject({ imported: true, created: 2 });
    const rows = (await recordsOf(site.siteKey)).filter((r) => r.tagNumber?.startsWith('IMP-'));
    const north = rows.find((r) => r.tagNumber === 'IMP-1');
    expect(north).toMatchObject({
      title: 'North rack',
      craftType: CRAFT_TYPE.SCAFFOLDING,
      locationId: site.locationIds[0],
      authorizedCompanies: [site.companyA],
      craftDetails: { tagNumber: 'IMP-1', legFeet: 12 },
      createdBy: site.users.admin.id,
      open: true,
    });
    // A formula-looking cell is data, stored as typed.
    expect(rows.find((r) => r.tagNumber === 'IMP-2')?.title).toBe('=HYPERLINK("x")');
    const created = await t.db
      .select()
      .from(events)
      .where(
        inArray(
          events.craftRecordId,
          rows.map((r) => r.id),
        ),
      );
    expect(created.map((e) => e.eventType)).toEqual([
      EVENT_TYPE.CRAFT_RECORD_CREATED,
      EVENT_TYPE.CRAFT_RECORD_CREATED,
    ]);
  });

  it('reports the one bad row among 1,000 by line and reason, and creates nothing', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `Rack ${i}`,
      'Scaffolding',
      i === 637 ? 'North Yard' : 'Area 2',
      '',
      `BULK-${i}`,
      '',
    ]);
    const file = recordsFile(rows);
    const before = (await recordsOf(site.siteKey)).length;
    const problem = {
      line: 639,
      column: 'Location',
      reason: 'Location "North Yard" does not exist.',
    };
    const dry = await admin.rpc.csvImport.dryRun({
      kind: 'records',
      file,
      mapping: RECORD_MAPPING,
    });
    expect(dry).toMatchObject({
      rows: 1000,
      ready: 999,
      badRows: 1,
      problems: [problem],
      moreProblems: 0,
    });
    const run = await admin.rpc.csvImport.run({ kind: 'records', file, mapping: RECORD_MAPPING });
    expect(run).toMatchObject({ imported: false, created: 0, report: { problems: [problem] } });
    expect((await recordsOf(site.siteKey)).length).toBe(before);
  });

  it('does not let a row use another site’s location', async () => {
    const file = recordsFile([['Rack', 'Scaffolding', 'Far Yard', '', 'X-1', '']]);
    const dry = await admin.rpc.csvImport.dryRun({
      kind: 'records',
      file,
      mapping: RECORD_MAPPING,
    });
    expect(dry.problems).toEqual([
      { line: 2, column: 'Location', reason: 'Location "Far Yard" does not exist.' },
    ]);
  });

  it('reports a required field left unmapped on line 1', async () => {
    const file = recordsFile([['Rack', 'Scaffolding', '', '', 'X-1', '']]);
    const mapping = [...RECORD_MAPPING.slice(0, 1), null, ...RECORD_MAPPING.slice(2)];
    const dry = await admin.rpc.csvImport.dryRun({ kind: 'records', file, mapping });
    expect(dry.problems).toEqual([
      { line: 1, column: '', reason: 'Craft type is required: map a column to it.' },
    ]);
  });
});

describe('tasks', () => {
  it('creates tasks on records named by tag number, with dates, types and companies', async () => {
    await admin.rpc.csvImport.run({
      kind: 'records',
      file: recordsFile([['Task rack', 'Scaffolding', 'Area 1', '', 'TSK-1', '']]),
      mapping: RECORD_MAPPING,
    });
    const file = csv(
      toCsv(TASK_HEADERS, [
        ['TSK-1', 'Modification', 'company a', inDays(7), 'Add a deck'],
        ['TSK-1', 'Removal', 'Company A', '', ''],
      ]),
    );
    const result = await admin.rpc.csvImport.run({ kind: 'tasks', file, mapping: TASK_MAPPING });
    expect(result).toMatchObject({ imported: true, created: 2 });
    const [record] = (await recordsOf(site.siteKey)).filter((r) => r.tagNumber === 'TSK-1');
    const made = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.siteKey, site.siteKey), eq(tasks.craftRecordId, record?.id ?? '')));
    const modification = made.find((x) => x.taskType === TASK_TYPE.MODIFICATION);
    expect(modification).toMatchObject({
      title: 'Add a deck',
      taskStatus: TASK_STATUS.SCHEDULED,
      assignedCompanyId: site.companyA,
      locationId: site.locationIds[0],
      craftType: CRAFT_TYPE.SCAFFOLDING,
    });
    expect(modification?.timestampScheduled?.toISOString().slice(0, 10)).toBe(inDays(7));
    expect(made.find((x) => x.taskType === TASK_TYPE.REMOVAL)).toMatchObject({
      title: 'Removal - Task rack',
      taskStatus: TASK_STATUS.AWAITING_SCHEDULE,
    });
    const [counted] = await t.db
      .select()
      .from(craftRecords)
      .where(eq(craftRecords.id, record?.id ?? ''));
    expect(counted?.numOpenTasks).toBe(2);
  });

  it.each<[string[], string]>([
    [
      ['NOPE-1', 'Removal', 'Company A', '', ''],
      'Craft record with tag number NOPE-1 is not on the site.',
    ],
    [
      ['TSK-1', 'Removal', 'Company B', '', ''],
      'Company "Company B" is not assigned Scaffolding work.',
    ],
    [
      ['TSK-1', 'Removal', 'Company A', '31/02/2026', ''],
      'Scheduled date "31/02/2026" is not a valid date (YYYY-MM-DD or MM/DD/YYYY).',
    ],
    [['TSK-1', 'Dancing', 'Company A', '', ''], 'Task type "Dancing" does not exist.'],
  ])('reports %j as “%s” and creates nothing', async (cells, reason) => {
    const file = csv(toCsv(TASK_HEADERS, [['TSK-1', 'Removal', 'Company A', '', ''], cells]));
    const result = await admin.rpc.csvImport.run({ kind: 'tasks', file, mapping: TASK_MAPPING });
    expect(result).toMatchObject({ imported: false, created: 0 });
    expect(result.report.problems.map((p) => [p.line, p.reason])).toEqual([[3, reason]]);
  });
});

describe('5,000 rows', () => {
  it('checks and imports the largest file allowed in reasonable time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `Big ${i}`,
      'Scaffolding',
      'Area 1',
      'Company A',
      `BIG-${i}`,
      String(i % 90),
    ]);
    const file = recordsFile(rows);
    let started = performance.now();
    const dry = await admin.rpc.csvImport.dryRun({
      kind: 'records',
      file,
      mapping: RECORD_MAPPING,
    });
    const dryMs = performance.now() - started;
    expect(dry).toMatchObject({ rows: 5000, ready: 5000, problems: [] });
    started = performance.now();
    const run = await admin.rpc.csvImport.run({ kind: 'records', file, mapping: RECORD_MAPPING });
    const runMs = performance.now() - started;
    expect(run).toMatchObject({ imported: true, created: 5000 });
    console.info(
      `CSV import of 5,000 records: dry run ${Math.round(dryMs)} ms, import ${Math.round(runMs)} ms`,
    );
    expect(dryMs).toBeLessThan(15_000);
  }, 120_000);
});
