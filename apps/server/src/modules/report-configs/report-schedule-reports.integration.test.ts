/** A scheduled run end to end with the real report: a ready report, an e-mail, working links. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reportData, reportRuns, sites } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { testServices } from '../../test/services.ts';
import { insertConfig } from './report-configs.fixture.ts';
import {
  queueDueReportRuns,
  runScheduledReport,
  SCHEDULED_REPORT_MAIL_KIND,
} from './report-schedule.ts';

let t: TestApp;
let site: SiteFixture;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RSREAL');
  await t.db
    .update(sites)
    .set({ timezone: 'America/Chicago' })
    .where(eq(sites.siteKey, site.siteKey));
});
afterAll(() => t.close());

describe('a scheduled Standing Scaffolds report', () => {
  it('is generated for the week, ready, and its links e-mailed to its owner', async () => {
    const owner = site.users.plant;
    const configId = await insertConfig(t.db, {
      siteKey: site.siteKey,
      userId: owner.id,
      name: 'Plant Monday list',
    });
    const [runId] = await queueDueReportRuns(
      t.db,
      async () => {},
      new Date('2026-11-23T12:00:30Z'),
    );
    expect(runId).toBeDefined();
    await runScheduledReport(testServices(t.db), runId!);

    const [run] = await t.db.select().from(reportRuns).where(eq(reportRuns.id, runId!));
    expect(run).toMatchObject({ configId, status: 'sent', error: null, recipients: [owner.email] });
    const [report] = await t.db
      .select()
      .from(reportData)
      .where(eq(reportData.id, run!.reportDataId!));
    expect(report).toMatchObject({
      status: 'ready',
      configId,
      type: 'standing-scaffolds',
      createdBy: owner.id,
    });
    expect(report!.options).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, SCHEDULED_REPORT_MAIL_KIND)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      'Plant Monday list: Standing Scaffolds for 11/16/2026 - 11/22/2026',
    );
    const links = [...mails[0]!.text.matchAll(/http:\/\/craftwork\.test(\/api\/reports\/\S+)/g)];
    expect(links.map((l) => l[1]!.split('?')[0])).toEqual([
      `/api/reports/${report!.id}/csv`,
      `/api/reports/${report!.id}/pdf`,
    ]);
    // The e-mailed links download for the owner.
    const signedIn = await t.signIn(owner.email, PASSWORD);
    for (const [, path] of links) {
      const response = await signedIn.fetch(path!);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('a type the site no longer offers fails the run for good, without mail', async () => {
    const owner = site.users.admin;
    const configId = await insertConfig(t.db, {
      siteKey: site.siteKey,
      userId: owner.id,
      name: 'Inventory daily',
      type: 'inventory-summary',
      frequency: 'daily',
    });
    await queueDueReportRuns(t.db, async () => {}, new Date('2026-11-24T12:00:30Z'));
    const [run] = await t.db.select().from(reportRuns).where(eq(reportRuns.configId, configId));
    // Inventory is off on the fixture's site: refused, recorded, not thrown (no retries).
    await runScheduledReport(testServices(t.db), run!.id);
    const [after] = await t.db.select().from(reportRuns).where(eq(reportRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 1, recipients: [] });
    expect(after!.error).toBeTruthy();
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, SCHEDULED_REPORT_MAIL_KIND)),
        ),
    ).toEqual([]);
  });
});
