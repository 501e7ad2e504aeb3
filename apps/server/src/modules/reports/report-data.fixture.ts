/**
 * Test helpers of the report integration tests: a report source that yields known rows (the
 * pipeline's tests do not depend on a report type's query), the link key of the test app, and
 * waiting for a report to settle.
 */
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { TReportOptions, TReportType } from '@craftwork/domain/reports/report-types';
import type { Scope } from '../../access/scope.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { reportData } from '../../db/schema.ts';
import { LIVE_CHANNEL, type LiveChange } from '../../live/notify.ts';
import type { TReportRow, TReportSource } from './report-document.ts';

export const FAKE_HEADERS = ['Number', 'Title', 'Company', 'Locations'] as const;

/** What the fake source yields and records; tests change it between calls. */
export type FakeSourceState = {
  rows: number;
  batchSize: number;
  /** Thrown when the source opens. */
  failOnOpen: Error | null;
  /** Thrown after the first batch. */
  failMidway: Error | null;
  /** The scopes the source was opened with, by report type. */
  scopes: { scope: Scope; type: TReportType; options: TReportOptions }[];
  /** The report's progress read before each batch after the first. */
  progressSeen: number[];
};

export const fakeState = (): FakeSourceState => ({
  rows: 5,
  batchSize: 1000,
  failOnOpen: null,
  failMidway: null,
  scopes: [],
  progressSeen: [],
});

/** Row i of the fake source: cells a CSV must quote or neutralise, and the scope's company. */
export function fakeRow(i: number, scope: Scope): TReportRow {
  const tricky = ['=SUM(A1)', 'Pipe, rack', 'a "quoted" word', 'two\nlines', 'Grüße'];
  return [i, tricky[i % tricky.length] ?? '', scope.companyId, scope.locationIds.length];
}

export function fakeSource(
  state: FakeSourceState,
  db: Database,
  scope: Scope,
  type: TReportType,
  options: TReportOptions,
): TReportSource {
  state.scopes.push({ scope, type, options });
  if (state.failOnOpen) throw state.failOnOpen;
  const { rows, batchSize, failMidway } = state;
  async function* batches() {
    for (let start = 0; start < rows; start += batchSize) {
      if (start > 0) {
        if (failMidway) throw failMidway;
        // The running report of this requester (tests generate one at a time).
        const [row] = await db
          .select({ progress: reportData.progress })
          .from(reportData)
          .where(and(eq(reportData.createdBy, scope.userId), eq(reportData.status, 'running')))
          .orderBy(desc(reportData.startedAt))
          .limit(1);
        if (row) state.progressSeen.push(row.progress);
      }
      const end = Math.min(rows, start + batchSize);
      yield Array.from({ length: end - start }, (_, k) => fakeRow(start + k, scope));
    }
  }
  return {
    title: 'Fake Rows',
    headers: FAKE_HEADERS,
    orientation: 'auto',
    total: rows,
    filters: [{ label: 'Rows', value: String(rows) }],
    batches: batches(),
    fileBaseName: 'Fake Rows - 11-24-2026',
  };
}

/** Polls a report until it leaves queued and running. */
export async function settled(db: DbOrTx, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(reportData).where(eq(reportData.id, id));
    if (row && row.status !== 'queued' && row.status !== 'running') return row;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Collects the live notices of a database (LISTEN on the app's channel). */
export async function listenLive(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const changes: LiveChange[] = [];
  client.on('notification', (message) => {
    if (message.channel === LIVE_CHANNEL && message.payload)
      changes.push(JSON.parse(message.payload) as LiveChange);
  });
  await client.query(`listen ${LIVE_CHANNEL}`);
  return { changes, close: () => client.end() };
}
