import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { countList } from './paged-list.ts';
import { tasks } from './schema.ts';

let t: TestApp;
let site: SiteFixture;
const TASKS = 30;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'COUNTS');
  await addCraftRecord(
    t.db,
    site,
    {},
    Array.from({ length: TASKS }, () => ({ taskStatus: 20 })),
  );
  // The planner's statistics, as autovacuum keeps them on a running site.
  await t.db.execute(sql`analyze tasks`);
});
afterAll(() => t.close());

describe("a list's total", () => {
  const ofSite = () => eq(tasks.siteKey, site.siteKey);

  it('is counted exactly up to the limit, the limit itself included', async () => {
    expect(await countList(t.db, tasks, ofSite(), { exactUpTo: TASKS })).toEqual({
      total: TASKS,
      totalKind: 'exact',
    });
  });

  it("past the limit is the planner's estimate, not the rows counted up to it", async () => {
    const { total, totalKind } = await countList(t.db, tasks, ofSite(), { exactUpTo: 5 });
    expect(totalKind).toBe('about');
    // Six rows were read to learn there are more than five; the estimate knows of about 30.
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(40);
  });

  it('is exact and zero when nothing matches', async () => {
    expect(await countList(t.db, tasks, eq(tasks.siteKey, 'NONE'), { exactUpTo: 5 })).toEqual({
      total: 0,
      totalKind: 'exact',
    });
  });

  it('past the limit is "more than" the limit where an estimate is not worth showing', async () => {
    expect(await countList(t.db, tasks, ofSite(), { exactUpTo: 5, estimable: false })).toEqual({
      total: 5,
      totalKind: 'moreThan',
    });
  });
});
