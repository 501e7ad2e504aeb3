import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftRecordRefPath, taskRefPath } from '@craftwork/domain/lists/queries';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { craftRecords, tasks } from '../db/schema.ts';
import { issueToken, type TTokenScope } from '../modules/api-tokens/index.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { BAD_CURSOR_MESSAGE } from './paging.ts';

/**
 * The public lists page by keyset (issue 35): a walk meets every row that matched throughout
 * exactly once while another client renames, inserts and deletes rows between its pages, and
 * `updated_since` answers the rows changed since, with tombstones for the deleted ones.
 */
type TItem = { id: string; title: string; timestampLastModified: string };
type TPage = {
  items: TItem[];
  deleted: { id: string; deletedAt: string }[];
  nextCursor: string | null;
};

let t: TestApp;
let site: SiteFixture;
let base: string;
/** Every answer below is checked against the API document. */
const contract = ApiContract.load();
const checked = (path: string, init: RequestInit) => checkedFetch(contract, base)(path, init);
let reader: string;
let writer: string;
let admin: TestClient;

async function tokenFor(scope: TTokenScope) {
  const { token } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users.plant.id,
    createdBy: site.users.admin.id,
    name: `plant ${scope}`,
    scope,
    expiresAt: null,
  });
  return token;
}

async function get(path: string): Promise<TPage> {
  const answer = await checked(path, { headers: { authorization: `Bearer ${reader}` } });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as TPage;
}

/** Every page of a list, `limit` at a time, calling `between` after each page but the last. */
async function walk(
  path: string,
  limit: number,
  between: (page: number) => Promise<void> = async () => {},
) {
  const pages: TPage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${cursor}`;
    const page = await get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${query}`);
    pages.push(page);
    cursor = page.nextCursor;
    if (cursor !== null) await between(pages.length);
  } while (cursor !== null);
  return {
    pages,
    items: pages.flatMap((page) => page.items),
    deleted: pages.flatMap((page) => page.deleted),
  };
}

const countOf = (ids: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** Renames a record over REST, as an integrator's second client would. */
async function rename(id: string, title: string) {
  const answer = await checked(`/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

const TITLES = [
  'Rusztowanie – hala Łódź',
  'Żuraw przy bramie',
  'Кран у склада',
  'Леса на фасаде',
  '足場 東棟',
  '配管 ラック',
  'Ściana północna',
  'Щит управления',
  '倉庫 二階',
  'Źródło wody',
];

const liveRecordIds = async () =>
  (
    await t.db
      .select({ id: craftRecords.id })
      .from(craftRecords)
      .where(and(eq(craftRecords.siteKey, site.siteKey), isNull(craftRecords.deletedAt)))
  ).map((row) => row.id);

const liveTaskIds = async () =>
  (
    await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.siteKey, site.siteKey), isNull(tasks.deletedAt)))
  ).map((row) => row.id);

const records: { id: string; taskIds: string[] }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'PAGING');
  base = `${t.url}/api/v1`;
  [reader, writer] = [await tokenFor('read'), await tokenFor('write')];
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  // One second apart, oldest first, but the fifth and sixth at the same instant (the id orders
  // them); each with a task that waits (may be deleted).
  const start = Date.parse('2026-01-05T08:00:00.000Z');
  for (const [i, title] of TITLES.entries()) {
    const at = new Date(start + (i === 5 ? 4 : i) * 1000);
    records.push(
      await addCraftRecord(t.db, site, { title, timestampRecordCreated: at }, [
        { taskStatus: TASK_STATUS.AWAITING, title: `${title} – zadanie`, timestampCreated: at },
      ]),
    );
  }
}, 60_000);
afterAll(() => t.close());

describe('a walk of the records list', () => {
  it('meets every record that matched throughout exactly once while others rename, insert and delete', async () => {
    const before = await liveRecordIds();
    const gone: string[] = [];
    const added: string[] = [];
    const [first, , , , , sixth, seventh, eighth] = records.map((r) => r.id);
    const { items, pages } = await walk('/records', 3, async (page) => {
      if (page === 1) {
        // A renamed record, seen and not yet seen: an A-to-Z list would move both.
        await rename(first!, 'Ąbsolutnie pierwszy');
        await rename(eighth!, 'Ааа – теперь первый');
      }
      if (page === 2) {
        // One deleted before the walk reaches it, one it has passed, and a new one.
        await admin.rpc.craftRecords.deleteParentRecord({
          refPath: craftRecordRefPath(site.siteKey, seventh!),
        });
        await admin.rpc.craftRecords.deleteParentRecord({
          refPath: craftRecordRefPath(site.siteKey, records[1]!.id),
        });
        gone.push(seventh!, records[1]!.id);
        added.push((await addCraftRecord(t.db, site, { title: '新しい 記録' })).id);
      }
    });
    const counts = countOf(items.map((item) => item.id));
    const throughout = before.filter((id) => !gone.includes(id));
    expect(throughout.filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(counts.get(seventh!)).toBeUndefined();
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.get(added[0]!)).toBe(1);
    expect(items.find((item) => item.id === eighth)?.title).toBe('Ааа – теперь первый');
    expect(items.find((item) => item.id === sixth)?.title).toBe('配管 ラック');
    expect(pages.every((page) => page.items.length <= 3 && page.deleted.length === 0)).toBe(true);
  });
});

describe('a walk of the tasks list', () => {
  it('meets every task that matched throughout exactly once while others delete and insert', async () => {
    const before = await liveTaskIds();
    const gone: string[] = [];
    const live = records.filter((r) => before.includes(r.taskIds[0]!));
    const { items } = await walk('/tasks', 3, async (page) => {
      if (page !== 1) return;
      const [passed, ahead] = [live[0]!.taskIds[0]!, live.at(-1)!.taskIds[0]!];
      for (const id of [passed, ahead])
        await admin.rpc.tasks.deleteTask({ refPath: taskRefPath(site.siteKey, id) });
      gone.push(passed, ahead);
      await addCraftRecord(t.db, site, { title: 'Новая запись' }, [
        { taskStatus: TASK_STATUS.AWAITING, title: '新しい 作業' },
      ]);
    });
    const counts = countOf(items.map((item) => item.id));
    const throughout = before.filter((id) => !gone.includes(id));
    expect(throughout.filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(counts.get(gone[1]!)).toBeUndefined();
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('an incremental sync with updated_since', () => {
  it('answers the records changed since and tombstones for the deleted ones, then nothing new', async () => {
    const start = (await walk('/records', 100)).items;
    const since = start
      .map((item) => item.timestampLastModified)
      .sort()
      .at(-1)!;
    expect(since).toMatch(/\.\d{6}Z$/);

    const [renamed, deleted] = [start[0]!.id, start[1]!.id];
    await rename(renamed, 'Zmieniony – Изменён – 変更済み');
    await admin.rpc.craftRecords.deleteParentRecord({
      refPath: craftRecordRefPath(site.siteKey, deleted),
    });
    const { id: inserted } = await addCraftRecord(t.db, site, { title: 'Świeży 新鮮 Свежий' });

    const sync = await walk(`/records?updated_since=${encodeURIComponent(since)}`, 1);
    expect(sync.items.map((item) => item.id).sort()).toEqual([renamed, inserted].sort());
    expect(sync.items.find((item) => item.id === renamed)?.title).toBe(
      'Zmieniony – Изменён – 変更済み',
    );
    expect(sync.deleted.map((tombstone) => tombstone.id)).toEqual([deleted]);
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, deleted));
    expect(new Date(sync.deleted[0]!.deletedAt).getTime()).toBe(row!.deletedAt!.getTime());

    // The next sync starts from the newest change the first one answered.
    const watermark = sync.items
      .map((item) => item.timestampLastModified)
      .sort()
      .at(-1)!;
    const again = await get(`/records?updated_since=${encodeURIComponent(watermark)}`);
    expect(again).toEqual({ items: [], deleted: [], nextCursor: null });
  });

  it("answers a deleted task as a tombstone of the tasks' sync", async () => {
    const since = new Date().toISOString();
    const task = (await liveTaskIds())[0]!;
    await admin.rpc.tasks.deleteTask({ refPath: taskRefPath(site.siteKey, task) });
    const sync = await get(`/tasks?updated_since=${encodeURIComponent(since)}`);
    expect(sync.items).toEqual([]);
    expect(sync.deleted.map((tombstone) => tombstone.id)).toEqual([task]);
  });
});

describe('the cursor', () => {
  it('refuses a cursor of the other sort, of another list, or one the server did not make', async () => {
    const walkCursor = (await get('/records?limit=1')).nextCursor!;
    const syncCursor = (await get('/records?limit=1&updated_since=2000-01-01T00:00:00Z'))
      .nextCursor!;
    const forged = Buffer.from(
      JSON.stringify({ l: 'records', s: 'c', t: '2026-01-05T08:00:00Z', i: 'x' }),
    ).toString('base64url');
    for (const path of [
      `/records?updated_since=2000-01-01T00:00:00Z&cursor=${walkCursor}`,
      `/records?cursor=${syncCursor}`,
      `/tasks?cursor=${walkCursor}`,
      `/records?cursor=${forged}`,
      `/records?cursor=${Buffer.from('{"o":3}').toString('base64url')}`,
    ]) {
      const answer = await checked(path, {
        headers: { authorization: `Bearer ${reader}` },
      });
      expect(answer.status, path).toBe(400);
      expect(JSON.stringify(await answer.json()), path).toContain(BAD_CURSOR_MESSAGE);
    }
  });
});
