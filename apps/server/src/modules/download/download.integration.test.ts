import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadCodes, mailOutbox } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
beforeAll(async () => {
  t = await startTestApp({ BRANDS_WITH_IOS_CODES: 'acme' });
  site = await createSiteFixture(t.db, 'DL');
});
afterAll(() => t.close());

describe('sendAppDownloadCodeLink', () => {
  it('e-mails the Android store link to the user', async () => {
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await c.rpc.download.sendAppDownloadCodeLink({
      platform: 'android',
      code: null,
      version: 'craftwork',
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, site.users.plant.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.text).toContain('play.google.com');
  });

  it('says when a code brand has no iOS download codes left', async () => {
    const c = await t.signIn(site.users.plant.email, PASSWORD);
    await expect(
      c.rpc.download.sendAppDownloadCodeLink({ platform: 'ios', code: null, version: 'acme' }),
    ).rejects.toMatchObject({
      message: 'No iOS download codes available',
    });
  });

  it('redeems one iOS download code for the user and mails it', async () => {
    await t.db.insert(downloadCodes).values({ id: randomUUID(), brand: 'acme', code: 'CODE-123' });
    const c = await t.signIn(site.users.foreman.email, PASSWORD);
    await c.rpc.download.sendAppDownloadCodeLink({ platform: 'ios', code: null, version: 'acme' });
    const [code] = await t.db.select().from(downloadCodes);
    expect(code).toMatchObject({ redeemed: true, redeemedBy: site.users.foreman.id });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, site.users.foreman.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.text).toContain('CODE-123');
    await expect(
      c.rpc.download.sendAppDownloadCodeLink({ platform: 'ios', code: null, version: 'acme' }),
    ).rejects.toMatchObject({
      message: 'No iOS download codes available',
    });
  });

  it('refuses anonymous callers', async () => {
    await expect(
      t.client().rpc.download.sendAppDownloadCodeLink({
        platform: 'android',
        code: null,
        version: 'craftwork',
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
