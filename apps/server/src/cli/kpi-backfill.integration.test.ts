import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { kpiDays } from '../db/schema.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { backfillKpis } from './kpi-backfill.ts';

let t: TestApp;
let site: SiteFixture;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'FILL');
  await addCraftRecord(t.db, site, {}, [
    {
      taskStatus: TASK_STATUS.COMPLETE,
      timestampCreated: new Date('2026-02-01T15:00:00Z'),
      timestampTaskStarted: new Date('2026-02-03T15:00:00Z'),
      timestampTaskCompleted: new Date('2026-02-03T18:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const run = async (
  siteKey: string | undefined,
  from: string | undefined,
  to: string | undefined,
) => {
  const lines: string[] = [];
  const result = await backfillKpis(
    t.db,
    { siteKey, from, to },
    { isTTY: false, line: (text) => lines.push(text) },
  );
  return { lines, result };
};

describe('npm run admin -- kpis', () => {
  it.each([
    ['an unknown site', 'NOPE', '2026-02-01', '2026-02-02', 'There is no site "NOPE".'],
    [
      'a reversed range',
      'FILL',
      '2026-02-10',
      '2026-02-01',
      '--to (2026-02-01) is before --from (2026-02-10).',
    ],
    [
      'a day that does not exist',
      'FILL',
      '2026-02-30',
      '2026-03-02',
      '--from must be a date written YYYY-MM-DD, not "2026-02-30".',
    ],
    [
      'another date format',
      'FILL',
      '2026-02-01',
      '02/10/2026',
      '--to must be a date written YYYY-MM-DD, not "02/10/2026".',
    ],
    [
      'no range',
      'FILL',
      undefined,
      undefined,
      'Usage: npm run admin -- kpis <siteKey> --from <YYYY-MM-DD> --to <YYYY-MM-DD>',
    ],
  ])('refuses %s', async (_name, siteKey, from, to, message) => {
    await expect(run(siteKey, from, to)).rejects.toThrow(message);
  });

  it('recomputes every day of the range, a line per tenth off a terminal, and totals at the end', async () => {
    const { lines, result } = await run('FILL', '2026-01-25', '2026-02-13');
    expect(result.days).toBe(20);
    expect(result.records).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toBe('Computing the KPIs of FILL for 20 day(s), 2026-01-25 to 2026-02-13.');
    expect(lines.slice(1, -1)).toEqual(
      Array.from({ length: 10 }, (_, i) =>
        expect.stringMatching(
          new RegExp(`^${(i + 1) * 10}% \\(${(i + 1) * 2}/20 days, through 2026-`),
        ),
      ),
    );
    expect(lines.at(-1)).toMatch(/^Done: 20 day\(s\), \d+ KPI record\(s\) in \d+\.\d s\.$/);
    const days = await t.db
      .select()
      .from(kpiDays)
      .where(
        and(
          eq(kpiDays.siteKey, 'FILL'),
          gte(kpiDays.day, '2026-01-25'),
          lte(kpiDays.day, '2026-02-13'),
        ),
      );
    expect(days).toHaveLength(20);
  });
});
