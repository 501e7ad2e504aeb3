import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCsv } from '@craftwork/domain/lists/csv';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { FAKE_HEADERS, fakeRow, fakeSource, fakeState, settled } from './report-data.fixture.ts';
import type * as Sources from './sources/report-sources.ts';

const fake = vi.hoisted(() => ({ state: null as null | ReturnType<typeof fakeState> }));

vi.mock('./sources/report-sources.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Sources>()),
  openReportSource: async (
    ...args: Parameters<typeof fakeSource> extends [unknown, ...infer Rest] ? Rest : never
  ) => fakeSource(fake.state!, ...args),
}));

let t: TestApp;
let site: SiteFixture;

beforeAll(async () => {
  fake.state = fakeState();
  t = await startTestApp({ JOBS: 'on' });
  site = await createSiteFixture(t.db, 'REPORTJOBS');
});
afterAll(() => t.close());

describe('report generation with jobs on', () => {
  it('becomes ready through the report-generate queue (pg-boss)', async () => {
    fake.state = { ...fakeState(), rows: 12 };
    const client = await t.signIn(site.users.contractorA.email, PASSWORD);
    const { id } = await client.rpc.reports.generateReport({ type: 'open-tasks' });
    const jobs = await t.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'report-generate' and data->>'reportDataId' = ${id}`,
    );
    expect(jobs.rows.length).toBe(1);
    const row = await settled(t.db, id, 60_000);
    expect(row).toMatchObject({ status: 'ready', rowCount: 12, progress: 100 });
    const scope = fake.state.scopes[0]!.scope;
    const csv = readFileSync(path.join('/tmp/craftwork-test-data/files', row.csvKey!), 'utf8');
    expect(csv).toBe(
      toCsv(
        FAKE_HEADERS,
        Array.from({ length: 12 }, (_, i) => fakeRow(i, scope)),
      ),
    );
  });
});
