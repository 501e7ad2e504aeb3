import { randomUUID } from 'node:crypto';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_TASK_STATUSES } from '@craftwork/domain/catalogues/task-statuses';
import { ZTaskListInput } from '@craftwork/domain/lists/queries';
import { resolveScope, type Scope } from '../../access/scope.ts';
import { EXACT_COUNT_LIMIT } from '../../db/paged-list.ts';
import { locations, tasks, users } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { listTasks } from './tasks.service.ts';

let t: TestApp;
let site: SiteFixture;
let scope: Scope;

/**
 * A list longer than the exact count, so a sort by a name walks the names: tasks at two
 * locations (the second's title first in the alphabet), tasks with no location (listed last),
 * tasks whose location row is gone (outside every location scope, so never listed), 30 tasks
 * whose creator's account is gone (listed after every named creator's), and one closed task.
 */
const AT_FIRST = 500;
const AT_SECOND = 500;
const WITHOUT = 70;
const GONE = 40;
const CREATOR_GONE = 30;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'GROUPS');
  await t.db
    .update(locations)
    .set({ title: 'Zone Z' })
    .where(eq(locations.id, site.locationIds[0]!));
  await t.db
    .update(locations)
    .set({ title: 'Zone A' })
    .where(eq(locations.id, site.locationIds[1]!));
  const record = await addCraftRecord(t.db, site, {}, [{ taskStatus: 90 }]);
  const gone = randomUUID();
  const spread: [string | null, number][] = [
    [site.locationIds[0]!, AT_FIRST],
    [site.locationIds[1]!, AT_SECOND],
    [null, WITHOUT],
    [gone, GONE],
  ];
  for (const [locationId, n] of spread) {
    await t.db.execute(sql`
      insert into ${tasks} (id, site_key, craft_record_id, title, task_status, task_type, craft_type,
        location_id, assigned_company_id, created_by)
      select gen_random_uuid()::text, ${site.siteKey}, ${record.id}, 'Task ' || i, 20, 10, 10,
        ${locationId}, ${site.companyA}, ${site.users.plant.id}
      from generate_series(1, ${n}) i`);
  }
  await t.db.execute(sql`
    update ${tasks} set created_by = gen_random_uuid()::text
    where id in (select id from ${tasks} where location_id = ${site.locationIds[0]!} limit ${CREATOR_GONE})`);
  await t.db.execute(sql`analyze tasks`);
  const resolved = await resolveScope(t.db, site.users.admin.id);
  if (resolved.kind !== 'approved') throw new Error('the admin has no scope');
  scope = resolved.scope;
});
afterAll(() => t.close());

/**
 * Every listed task (open, in the admin's locations or without one) in the order a sort by
 * `name` means, read plainly: named rows by name, then by the named row's id, then by task id;
 * then rows without one, then rows whose named row is gone, each by task id.
 */
async function expectedOrder(by: 'location' | 'creator', direction: 'asc' | 'desc') {
  const rows = await t.db
    .select({
      id: tasks.id,
      key: by === 'location' ? tasks.locationId : tasks.createdBy,
      name: by === 'location' ? locations.title : users.name,
      locationId: tasks.locationId,
      locationTitle: locations.title,
    })
    .from(tasks)
    .leftJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(users, eq(users.id, tasks.createdBy))
    .where(
      and(
        eq(tasks.siteKey, site.siteKey),
        isNull(tasks.deletedAt),
        notInArray(tasks.taskStatus, [...CLOSED_TASK_STATUSES]),
      ),
    );
  const listed = rows.filter((r) => r.locationId === null || r.locationTitle !== null);
  const part = (r: (typeof rows)[number]) => (r.name !== null ? 0 : r.key === null ? 1 : 2);
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: string, b: string) => (a < b ? -sign : a > b ? sign : 0);
  return listed
    .sort(
      (a, b) =>
        part(a) - part(b) ||
        compare(a.name ?? '', b.name ?? '') ||
        (part(a) === 0 ? compare(a.key ?? '', b.key ?? '') : 0) ||
        compare(a.id, b.id),
    )
    .map((r) => r.id);
}

async function everyPage(field: string, direction: 'asc' | 'desc', rows: number) {
  const seen: string[] = [];
  for (let n = 0; n * 100 < rows; n++) {
    seen.push(...(await page(field, direction, n)).rows.map((r) => r.id));
  }
  return seen;
}

const page = (field: string, direction: 'asc' | 'desc', n: number, pageSize = 100) =>
  listTasks(
    t.db,
    scope,
    ZTaskListInput.parse({ taskParam: 'All', sort: { field, direction }, page: n, pageSize }),
  );

describe('a long task list sorted by a name', () => {
  it('is longer than the exact count, so its total is estimated and the names are walked', async () => {
    const first = await page('location', 'asc', 0);
    expect(AT_FIRST + AT_SECOND + WITHOUT).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.totalKind).toBe('about');
  });

  it.each(['asc', 'desc'] as const)(
    'pages through every listed task once, by location title (%s), then those without one',
    async (direction) => {
      const expected = await expectedOrder('location', direction);
      expect(expected).toHaveLength(AT_FIRST + AT_SECOND + WITHOUT);
      expect(await everyPage('location', direction, expected.length)).toEqual(expected);
      const [firstRow] = (await page('location', direction, 0)).rows;
      expect(firstRow?.locationTitle).toBe(direction === 'asc' ? 'Zone A' : 'Zone Z');
    },
  );

  it('lists tasks whose creator’s account is gone after every named creator’s', async () => {
    const expected = await expectedOrder('creator', 'asc');
    const seen = await everyPage('createdBy', 'asc', expected.length);
    expect(seen).toEqual(expected);
    const last = (await page('createdBy', 'asc', Math.floor((expected.length - 1) / 100))).rows;
    expect(last.at(-1)?.createdByName).toBeNull();
  });

  it('orders a page by the creator’s name and the company’s name the same way', async () => {
    const [plant] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, site.users.plant.id));
    const byCreator = await page('createdBy', 'asc', 0, 25);
    expect(byCreator.rows.map((r) => r.createdByName)).toEqual(Array(25).fill(plant?.name));
    const byCompany = await page('assignedCompany', 'desc', 0, 25);
    expect(byCompany.rows.map((r) => r.assignedCompanyName)).toEqual(Array(25).fill('Company A'));
    const ids = byCompany.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
