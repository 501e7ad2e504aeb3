import { and, eq } from 'drizzle-orm';
import { DATE_RANGE_MESSAGE } from '@craftwork/domain/lists/date-range';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_PARAMS, type TTaskParam } from '@craftwork/domain/lists/task-list';
import { craftRecordRefPath, taskRefPath } from '@craftwork/domain/lists/queries';
import { craftRecords, events, userLocations } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
  type TaskSpec,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

/** One task per case of the DECISIONS.md table, named so expectations read like the table. */
const CASES: Record<string, TaskSpec> = {
  estimate: { taskStatus: 5 },
  review: { taskStatus: 6 },
  approval: { taskStatus: 8 },
  awaitingSchedule: { taskStatus: 10 },
  parts: { taskStatus: 11 },
  scheduled: { taskStatus: 20, timestampScheduled: ago(-3) },
  urgentScheduled: { taskStatus: 20, urgent: true, timestampScheduled: ago(0) },
  backlogLate: { taskStatus: 30, timestampScheduled: ago(2) },
  awaitingFuture: { taskStatus: 30, timestampScheduled: ago(-2) },
  backlogNextOpportunity: { taskStatus: 30, nextOpportunity: true },
  inspection: { taskStatus: 30, taskType: 13, timestampScheduled: ago(-1) },
  inRoute: { taskStatus: 35 },
  inProgress: { taskStatus: 40 },
  onHold: { taskStatus: 50 },
  payment: { taskStatus: 80 },
  completeRecent: { taskStatus: 90, timestampTaskCompleted: ago(5) },
  completeOld: { taskStatus: 90, timestampTaskCompleted: ago(40) },
  completedInspection: { taskStatus: 90, taskType: 111, timestampTaskCompleted: ago(1) },
  canceled: { taskStatus: 99 },
  urgentCanceled: { taskStatus: 99, urgent: true },
};

const OPEN = Object.keys(CASES).filter((k) => ![90, 99].includes(CASES[k]!.taskStatus));

const EXPECTED: Record<TTaskParam, string[]> = {
  All: OPEN,
  'Estimate Approval': ['estimate', 'approval'],
  'Awaiting Review': ['review', 'parts'],
  Scheduled: ['scheduled', 'urgentScheduled'],
  'In Progress': ['inProgress', 'onHold'],
  Urgent: ['urgentScheduled'],
  Inspection: ['inspection'],
  Backlog: ['backlogLate', 'backlogNextOpportunity'],
  Completed: ['completeRecent', 'completedInspection'],
};

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let plant: TestClient;
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LISTS');
  other = await createSiteFixture(t.db, 'OTHERLISTS');
  const names = Object.keys(CASES);
  // Half the cases belong to company A at location 1, half to company B at location 2.
  for (const [i, name] of names.entries()) {
    const companyB = i % 2 === 1;
    const { taskIds } = await addCraftRecord(
      t.db,
      site,
      {
        title: `Record of ${name}`,
        locationId: site.locationIds[companyB ? 1 : 0],
        craftDetails: { tagNumber: `TAG-${i}`, workOrder: `WO-${name}` },
      },
      [
        {
          title: `Task ${name}`,
          assignedCompanyId: companyB ? site.companyB : site.companyA,
          locationId: site.locationIds[companyB ? 1 : 0],
          ...CASES[name]!,
        },
      ],
    );
    nameOf.set(taskIds[0]!, name);
  }
  await addCraftRecord(t.db, other, { title: 'Elsewhere record' }, [
    { taskStatus: 30, title: 'Task elsewhere' },
  ]);
  plant = await t.signIn(site.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

async function names(client: TestClient, taskParam: TTaskParam, extra: object = {}) {
  const { rows, total } = await client.rpc.tasks.list({ taskParam, pageSize: 100, ...extra });
  expect(total).toBe(rows.length);
  return rows.map((r) => nameOf.get(r.id) ?? r.title).sort();
}

describe('task list membership (DECISIONS.md)', () => {
  it.each(TASK_PARAMS.map((p) => [p]))('%s holds exactly its tasks', async (param) => {
    expect(await names(plant, param)).toEqual([...EXPECTED[param]].sort());
  });

  it('keeps an open end of the completion range open', async () => {
    const since = { completedFrom: ago(45).toISOString(), completedTo: null };
    expect(await names(plant, 'Completed', since)).toEqual([
      'completeOld',
      'completeRecent',
      'completedInspection',
    ]);
  });

  it('filters Completed by the chosen completion range', async () => {
    const range = { completedFrom: ago(45).toISOString(), completedTo: ago(30).toISOString() };
    expect(await names(plant, 'Completed', range)).toEqual(['completeOld']);
  });

  it('counts the dashboard badges from the same sets', async () => {
    const summary = await plant.rpc.dashboard.summary({ craftType: null });
    for (const [param, count] of Object.entries(summary.counts))
      expect(count, param).toBe(EXPECTED[param as TTaskParam].length);
  });
});

describe('scope of the lists', () => {
  it('shows a company user only the tasks assigned to their company', async () => {
    const contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
    const contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
    const a = await names(contractorA, 'All');
    const b = await names(contractorB, 'All');
    expect(a.length + b.length).toBe(OPEN.length);
    expect(a.filter((n) => b.includes(n))).toEqual([]);
    const records = await contractorB.rpc.craftRecords.list({ pageSize: 100 });
    expect(records.rows.every((r) => r.locationId === site.locationIds[1])).toBe(true);
    expect(records.total).toBe(Object.keys(CASES).length / 2);
  });

  it('limits everyone to their selected locations, and shows nothing without any', async () => {
    await t.db
      .delete(userLocations)
      .where(
        and(
          eq(userLocations.userId, site.users.foreman.id),
          eq(userLocations.locationId, site.locationIds[1]!),
        ),
      );
    const foreman = await t.signIn(site.users.foreman.email, PASSWORD);
    const rows = (await foreman.rpc.tasks.list({ taskParam: 'All', pageSize: 100 })).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.locationId === site.locationIds[0])).toBe(true);
    await t.db.delete(userLocations).where(eq(userLocations.userId, site.users.foreman.id));
    expect((await foreman.rpc.tasks.list({ taskParam: 'All' })).total).toBe(0);
    expect((await foreman.rpc.craftRecords.list({})).total).toBe(0);
  });

  it("never shows another site's rows", async () => {
    const outsider = await t.signIn(other.users.admin.email, PASSWORD);
    expect(await names(outsider, 'All')).toEqual(['Task elsewhere']);
    expect((await outsider.rpc.craftRecords.list({})).rows.map((r) => r.title)).toEqual([
      'Elsewhere record',
    ]);
  });
});

describe('search, sort and pages', () => {
  it('requires every word to match one of title, description or work order', async () => {
    expect(await names(plant, 'All', { search: 'task  ESTIMATE' })).toEqual(['estimate']);
    expect(await names(plant, 'All', { search: 'estimate nothing-like-this' })).toEqual([]);
  });

  it('searches craft records by title, tag number and work order', async () => {
    const byTag = await plant.rpc.craftRecords.list({ search: 'tag-3' });
    expect(byTag.rows.map((r) => r.tagNumber)).toEqual(['TAG-3']);
    const byWords = await plant.rpc.craftRecords.list({ search: 'record wo-inprogress' });
    expect(byWords.rows.map((r) => r.title)).toEqual(['Record of inProgress']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await plant.rpc.tasks.list({ taskParam: 'All', search: '%' })).total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const first = await plant.rpc.tasks.list({
      taskParam: 'All',
      pageSize: 25,
      sort: { field: 'title', direction: 'asc' },
    });
    const titles = first.rows.map((r) => r.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const records = await plant.rpc.craftRecords.list({ pageSize: 25, page: 0 });
    expect(records.total).toBe(Object.keys(CASES).length);
    const second = await plant.rpc.craftRecords.list({ pageSize: 25, page: 1 });
    expect(second.rows).toEqual([]);
  });

  it('defaults to newest created first', async () => {
    const { rows } = await plant.rpc.tasks.list({ taskParam: 'All', pageSize: 100 });
    const created = rows.map((r) => r.timestampCreated);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('exports', () => {
  it('exports exactly the filtered tasks with the spec file name', async () => {
    const { filename, csv, rows } = await plant.rpc.tasks.exportCsv({ taskParam: 'Backlog' });
    expect(filename).toMatch(/^Tasks - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(rows).toBe(2);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('id,title,description,status');
    expect(lines).toHaveLength(3);
    expect(csv).toContain('FALSE');
  });

  it('exports craft records with the site columns, TRUE/FALSE and list date times', async () => {
    const { filename, csv } = await plant.rpc.craftRecords.exportCsv({ search: 'estimate' });
    expect(filename).toMatch(/^Craft Records - \d{2}-\d{2}-\d{4}\.csv$/);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(
      'id,title,description,created,created by,location,open tasks,closed tasks,asset name,Installed,# Days Standing',
    );
    expect(row).toMatch(/,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM),/);
    expect(row).toContain(',FALSE,');
  });
});

describe('deleted lists and restore', () => {
  let recordId: string;
  let recordTaskId: string;
  let loneTaskId: string;

  beforeAll(async () => {
    const when = new Date();
    const gone = await addCraftRecord(
      t.db,
      site,
      { title: 'Gone record', deletedAt: when, deletedBy: site.users.admin.id },
      [
        {
          taskStatus: 30,
          title: 'Gone with record',
          deletedAt: when,
          deletedBy: site.users.admin.id,
        },
      ],
    );
    recordId = gone.id;
    recordTaskId = gone.taskIds[0]!;
    const live = await addCraftRecord(t.db, site, { title: 'Live record' }, [
      {
        taskStatus: 20,
        title: 'Lone deleted task',
        deletedAt: ago(1),
        deletedBy: site.users.admin.id,
      },
    ]);
    loneTaskId = live.taskIds[0]!;
  });

  it('refuses the deleted lists without the delete permissions', async () => {
    await expect(plant.rpc.tasks.listDeleted({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(plant.rpc.craftRecords.listDeleted({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      plant.rpc.tasks.restoreTask({ refPath: taskRefPath('LISTS', loneTaskId) }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists deleted items, keeps them out of the live lists, and exports them', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const deleted = await admin.rpc.tasks.listDeleted({ search: 'deleted' });
    expect(deleted.rows.map((r) => r.title)).toEqual(['Lone deleted task']);
    expect(deleted.rows[0]?.deletedByName).toBe('admin LISTS');
    expect((await admin.rpc.tasks.list({ taskParam: 'All', search: 'lone deleted' })).total).toBe(
      0,
    );
    const exported = await admin.rpc.craftRecords.exportDeletedCsv({});
    expect(exported.filename).toMatch(/^Deleted Craft Records - /);
    expect(exported.csv).toContain('Gone record');
  });

  it('filters deleted tasks by when they were deleted, whatever their status', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    // 'Lone deleted task' (Scheduled, never completed) was deleted a day ago, the other now.
    const titles = async (range: Record<string, string | null>) =>
      (await admin.rpc.tasks.listDeleted({ ...range })).rows.map((r) => r.title).sort();
    expect(
      await titles({ deletedFrom: ago(2).toISOString(), deletedTo: ago(0.5).toISOString() }),
    ).toEqual(['Lone deleted task']);
    expect(await titles({ deletedFrom: ago(0.5).toISOString(), deletedTo: null })).toEqual([
      'Gone with record',
    ]);
  });

  it('refuses a reversed date range, saying so', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const reversed = { deletedFrom: ago(1).toISOString(), deletedTo: ago(2).toISOString() };
    const refusal: unknown = await admin.rpc.tasks.listDeleted(reversed).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify(refusal)).toContain(JSON.stringify(DATE_RANGE_MESSAGE).slice(1, -1));
    await expect(
      plant.rpc.tasks.list({
        taskParam: 'Completed',
        completedFrom: ago(1).toISOString(),
        completedTo: ago(2).toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses to restore a task whose craft record is deleted, with the spec text', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    await expect(
      admin.rpc.tasks.restoreTask({ refPath: taskRefPath('LISTS', recordTaskId) }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'This Task cannot be restored because its Craft Record is also deleted. Please restore the Craft Record and then try again.',
    });
  });

  it('restores a record with the tasks deleted with it, writing events, and tells open lists', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const watcher = await openLiveStream(t.url, cookieHeader(plant.cookies));
    await watcher.waitFor((e) => e.event === 'connected');
    await admin.rpc.craftRecords.restoreParentRecord({
      refPath: craftRecordRefPath('LISTS', recordId),
    });
    await watcher.waitFor(
      (e) =>
        e.event === 'message' && (e.data as { topics: string[] }).topics.includes('craftRecords'),
    );
    watcher.close();
    const [record] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, recordId));
    expect(record).toMatchObject({ deletedAt: null, numOpenTasks: 1 });
    expect(await names(plant, 'All', { search: 'gone with record' })).toEqual(['Gone with record']);
    await admin.rpc.tasks.restoreTask({ refPath: taskRefPath('LISTS', loneTaskId) });
    const written = await t.db.select().from(events).where(eq(events.siteKey, 'LISTS'));
    expect(written.map((e) => e.eventType)).toEqual(
      expect.arrayContaining([EVENT_TYPE.CRAFT_RECORD_RESTORED, EVENT_TYPE.TASK_RESTORED]),
    );
    await expect(
      admin.rpc.tasks.restoreTask({ refPath: taskRefPath('LISTS', loneTaskId) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a refPath of another site', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    await expect(
      admin.rpc.tasks.restoreTask({ refPath: taskRefPath('OTHERLISTS', loneTaskId) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
