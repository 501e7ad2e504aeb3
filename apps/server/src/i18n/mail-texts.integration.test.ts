import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_TRANSACTION_TYPE as TT } from '@craftwork/domain/catalogues/inventory';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { complianceDigestRuns, mailOutbox, sites, siteUsers } from '../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import {
  COMPLIANCE_DIGEST_MAIL_KIND,
  sendDueComplianceDigests,
} from '../modules/compliance/compliance-digest.ts';
import { sendLowStockMail } from '../modules/inventory-stock/low-stock.ts';
import { invoiceMailIn } from '../modules/invoices/change-invoice.service.ts';
import { applyMovements } from '../modules/inventory-stock/movements.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { insertObjectWithStock, setInventory } from '../test/inventory-fixtures.ts';
import { translator } from './translator.ts';

/** The e-mails issue 37 moved into the `mail` catalogues, in each recipient's language. */

const BASE = 'http://craftwork.test';
let t: TestApp;
let site: SiteFixture;
let c: Record<'admin' | 'plant' | 'foreman', TestClient>;

async function siteDefaultLanguage(language: string) {
  await t.db
    .update(sites)
    .set({ defaultLanguage: language })
    .where(eq(sites.siteKey, site.siteKey));
}

async function mailsOf(kind: string, subjectContains: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  return rows
    .filter((m) => m.subject.includes(subjectContains))
    .map((m) => ({ to: m.to, subject: m.subject, text: m.text }));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'MAILTX');
  await setInventory(t.db, site.siteKey);
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ assignedToEnabled: true })}::jsonb`,
    })
    .where(eq(sites.siteKey, site.siteKey));
  const { admin, plant, foreman } = site.users;
  c = await signInEach(t, { admin, plant, foreman }, PASSWORD);
  // The plant user reads Polish; the foreman and the admin chose no language (the site's: English).
  await c.plant.rpc.profile.setLanguage({ language: 'pl' });
});
afterAll(() => t.close());

describe('the task assigned e-mail', () => {
  afterAll(() => siteDefaultLanguage('en'));

  it("is written in the assignee's language, else the site's", async () => {
    const title = `Pipe bridge ${randomUUID().slice(0, 6)}`;
    const record = await addCraftRecord(t.db, site, {}, [
      { taskStatus: TASK_STATUS.AWAITING, title, assignedCompanyId: site.companyA },
    ]);
    const taskId = record.taskIds[0]!;
    const link = `${BASE}/craft-record/${record.id}/${taskId}`;
    await c.admin.rpc.assignments.setAssignees({
      taskId,
      userIds: [site.users.plant.id, site.users.foreman.id],
    });
    await expect.poll(async () => (await mailsOf('task-assigned', title)).length).toBe(2);
    const mails = await mailsOf('task-assigned', title);
    expect(mails.find((m) => m.to === site.users.plant.email)).toEqual({
      to: site.users.plant.email,
      subject: `Przydzielono Ci zadanie: ${title}`,
      text: `Dzień dobry, plant MAILTX!\n\nZadanie „${title}” zostało Ci przydzielone.\n\nOtwórz je: ${link}`,
    });
    expect(mails.find((m) => m.to === site.users.foreman.email)).toEqual({
      to: site.users.foreman.email,
      subject: `Task assigned to you: ${title}`,
      text: `Hello foreman MAILTX,\n\nThe task "${title}" has been assigned to you.\n\nOpen it: ${link}`,
    });

    // One who chose no language reads the site's default.
    await siteDefaultLanguage('de');
    await c.admin.rpc.assignments.setAssignees({ taskId, userIds: [] });
    await c.admin.rpc.assignments.setAssignees({ taskId, userIds: [site.users.foreman.id] });
    await expect.poll(async () => (await mailsOf('task-assigned', title)).length).toBe(3);
    expect((await mailsOf('task-assigned', title)).map((m) => m.subject)).toContain(
      `Ihnen zugewiesener Auftrag: ${title}`,
    );
  });
});

describe('the low-stock e-mail', () => {
  async function subscribe(userId: string) {
    await t.db
      .update(siteUsers)
      .set({ managementSubscriptions: { inventoryLowStock: true } })
      .where(and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, userId)));
  }

  async function turnLow(titles: string[]) {
    const ids: Awaited<ReturnType<typeof insertObjectWithStock>>[] = [];
    for (const title of titles)
      ids.push(
        await insertObjectWithStock(t.db, site, { available: 100 }, { title, threshold: 10 }),
      );
    const result = await t.db.transaction((tx) =>
      applyMovements(
        tx,
        { siteKey: site.siteKey, userId: site.users.plant.id, timeZone: 'UTC', now: new Date() },
        ids.map((objectId) => ({
          objectId,
          locationId: site.locationIds[0],
          type: TT.ON_RENT_FROM_LAYDOWN_YARD,
          value: 92.5,
          companyId: site.companyA,
        })),
      ),
    );
    expect(result.turnedLow).toHaveLength(titles.length);
    const mailer = createMailer(t.db, { from: 'test@craftwork.test' });
    await sendLowStockMail(t.db, mailer, site.siteKey, result.turnedLow, { publicUrl: BASE });
    return ids;
  }

  beforeAll(async () => {
    await subscribe(site.users.admin.id);
    await subscribe(site.users.plant.id);
  });

  it('arrives in Polish for a Polish user and in English for an English one', async () => {
    const title = `Tube ${randomUUID().slice(0, 6)}`;
    const [id] = await turnLow([title]);
    const link = `${BASE}/inventory/objects/${id}`;
    const mails = await mailsOf('inventory-low-stock', title);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === site.users.plant.email)).toEqual({
      to: site.users.plant.email,
      subject: `Niski stan: ${title}`,
      text:
        'Dzień dobry, plant MAILTX!\n\n' +
        'Ta pozycja magazynowa w zakładzie Site MAILTX ma teraz niski stan:\n\n' +
        `- ${title}: dostępne 7,5 (niski stan od 10)\n  ${link}\n\n` +
        `Otrzymujesz ten e-mail, bo w ustawieniach masz włączone e-maile o niskim stanie: ${BASE}/user-info`,
    });
    expect(mails.find((m) => m.to === site.users.admin.email)).toEqual({
      to: site.users.admin.email,
      subject: `Low stock: ${title}`,
      text:
        'Hello admin MAILTX,\n\n' +
        'This inventory object of Site MAILTX turned Low:\n\n' +
        `- ${title}: 7.5 available (Low at 10)\n  ${link}\n\n` +
        `You receive this e-mail because Low-stock e-mails are on in your settings: ${BASE}/user-info`,
    });
  });

  it('names the others in the subject, in each language', async () => {
    const tag = randomUUID().slice(0, 6);
    await turnLow([`A plank ${tag}`, `B plank ${tag}`, `C plank ${tag}`]);
    const mails = await mailsOf('inventory-low-stock', `A plank ${tag}`);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Low stock: A plank ${tag} and 2 more`,
      `Niski stan: A plank ${tag} i jeszcze 2`,
    ]);
    const polish = mails.find((m) => m.to === site.users.plant.email)!;
    expect(polish.text).toContain('Te pozycje magazynowe w zakładzie Site MAILTX mają teraz');
  });
});

describe('the overdue inspections digest', () => {
  it("is written in each subscriber's language, and not sent twice when taken up again", async () => {
    await t.db.update(sites).set({ timezone: 'UTC' }).where(eq(sites.siteKey, site.siteKey));
    await c.plant.rpc.compliance.setDigestSubscription({ subscribed: true });
    await c.admin.rpc.compliance.setDigestSubscription({ subscribed: true });
    const installedAt = new Date(Date.now() - 30 * 86_400_000);
    const title = `Boiler scaffold ${randomUUID().slice(0, 6)}`;
    await addCraftRecord(
      t.db,
      site,
      {
        title,
        craftDetails: { installed: true, tagNumber: 'SC-7' },
        timestampMarkedInstalled: installedAt,
        authorizedCompanies: [site.companyA],
      },
      [
        {
          taskType: TASK_TYPE.INSTALLATION,
          taskStatus: TASK_STATUS.COMPLETE,
          timestampTaskCompleted: installedAt,
        },
      ],
    );
    const today = new Date().toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');
    const at7 = new Date(`${today}T07:00:00Z`);
    const services = {
      db: t.db,
      mailer: createMailer(t.db, { from: 'test@craftwork.test' }),
      publicUrl: BASE,
    };
    const digests = () => mailsOf(COMPLIANCE_DIGEST_MAIL_KIND, 'Site MAILTX');

    expect(await sendDueComplianceDigests(services, at7)).toContain(`${site.siteKey}:${today}`);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    const polish = mails.find((mail) => mail.to === site.users.plant.email)!;
    expect(polish.subject).toBe(
      `Zaległe przeglądy rusztowań w zakładzie Site MAILTX na dzień ${d}.${m}.${y}`,
    );
    expect(polish.text).toMatch(
      /^Dzień dobry, plant MAILTX!\n\nDnia \d\d\.\d\d\.\d{4} w zakładzie Site MAILTX zaległy przegląd ma 1 stojące rusztowanie \(/,
    );
    expect(polish.text).toMatch(
      new RegExp(`- ${title} \\[tabliczka SC-7\\], [^:]+: \\d+ dni, jeszcze bez przeglądu`),
    );
    expect(polish.text).toContain(`na ekranie Zgodność z przepisami: ${BASE}/compliance`);
    const english = mails.find((mail) => mail.to === site.users.admin.email)!;
    expect(english.subject).toBe(`Overdue scaffold inspections at Site MAILTX on ${today}`);
    expect(english.text).toMatch(
      new RegExp(`- ${title} \\[tag SC-7\\], [^:]+: \\d+ day\\(s\\), never inspected`),
    );

    // A run taken up again (its claim gone) finds each one's message, in their language, sent.
    await t.db.delete(complianceDigestRuns).where(eq(complianceDigestRuns.siteKey, site.siteKey));
    await sendDueComplianceDigests(services, at7);
    expect(await digests()).toHaveLength(2);
  });
});

describe('the mail catalogue in English', () => {
  it('writes the scaffold-ready subject as before', () => {
    expect(translator('en').t('mail', 'scaffoldReady.subject', { title: 'Paint rack 4' })).toBe(
      'Scaffold ready: Paint rack 4',
    );
  });

  it('writes the invoice e-mail as the domain wrote it, and in the site language for a customer', () => {
    const input = {
      siteName: 'Refinery West',
      customerName: 'Acme Tanks',
      number: 'INV-0042',
      totalCents: 123456,
      dueDate: '2026-12-31',
    };
    expect(invoiceMailIn('en', input)).toEqual({
      subject: 'Invoice INV-0042 from Refinery West',
      text:
        'Hello Acme Tanks,\n\n' +
        'Invoice INV-0042 for $1,234.56 is attached (PDF). It is due on 12/31/2026.\n\n' +
        'Thank you for your business.\nRefinery West',
    });
    expect(invoiceMailIn('pl', input)).toEqual({
      subject: 'Faktura INV-0042 od Refinery West',
      text:
        'Dzień dobry, Acme Tanks!\n\n' +
        `W załączniku (PDF) przesyłamy fakturę INV-0042 na kwotę ${new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'USD' }).format(1234.56)}. Termin płatności: 31.12.2026.\n\n` +
        'Dziękujemy za współpracę.\nRefinery West',
    });
  });
});
