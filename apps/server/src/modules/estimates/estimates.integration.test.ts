import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, type TEstimateInput } from '@craftwork/domain/billing/estimates';
import { CUSTOMER_MESSAGES } from '@craftwork/domain/billing/customers';
import { formatMoney } from '@craftwork/domain/billing/money';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import {
  auditLog,
  customerLocations,
  customers,
  estimates,
  mailOutbox,
  pricebookItems,
  sites,
} from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { resolveScope } from '../../access/scope.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';
import { testServices } from '../../test/services.ts';
import { getPublicEstimate } from '../estimate-approval/index.ts';
import { linkEstimateToTask, loadEstimateForInvoice } from './estimate-task.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
const c = {} as Record<'admin' | 'plant' | 'contractorA' | 'otherAdmin' | 'anonymous', TestClient>;
let customerId = '';
let locationId = '';
let exemptId = '';
let noEmailId = '';
let itemId = '';

async function addCustomer(
  s: SiteFixture,
  fields: Partial<typeof customers.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await t.db.insert(customers).values({
    id,
    siteKey: s.siteKey,
    name: `Harbor Foods ${id.slice(0, 4)}`,
    email: `ap-${id.slice(0, 6)}@harbor.test`,
    ...fields,
  });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ESTIMATES');
  other = await createSiteFixture(t.db, 'ESTIMATEX');
  await t.db
    .update(sites)
    .set({ customizations: { billing: { taxRateBp: 825 } } })
    .where(eq(sites.siteKey, site.siteKey));
  c.admin = await t.signIn(site.users.admin.email, PASSWORD);
  c.plant = await t.signIn(site.users.plant.email, PASSWORD);
  c.contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
  c.anonymous = t.client();
  customerId = await addCustomer(site, { name: 'Harbor Foods Inc.' });
  exemptId = await addCustomer(site, { name: 'City School District', isTaxExempt: true });
  noEmailId = await addCustomer(site, { name: 'Walk-in', email: '' });
  locationId = randomUUID();
  await t.db.insert(customerLocations).values({
    id: locationId,
    siteKey: site.siteKey,
    customerId,
    fullAddress: '100 Dock Street, Portland, OR',
  });
  itemId = randomUUID();
  await t.db.insert(pricebookItems).values({
    id: itemId,
    siteKey: site.siteKey,
    name: 'Frame scaffold',
    unit: 'week',
    unitPriceCents: 45_000,
  });
});
afterAll(() => t.close());

const LINES: TEstimateInput['lines'] = [
  {
    name: 'Frame scaffold',
    pricebookItemId: null,
    unit: 'week',
    quantityMilli: 2500,
    unitPriceCents: 45_000,
  },
  {
    name: 'Labour',
    unit: 'hour',
    quantityMilli: 12_000,
    unitPriceCents: 8_550,
    discountCents: 10_000,
    taxable: false,
  },
  { name: 'Delivery', unit: 'trip', quantityMilli: 1000, unitPriceCents: 17_500 },
];

const estimate = (fields: Partial<TEstimateInput> = {}): TEstimateInput => ({
  customerId,
  customerLocationId: locationId,
  title: 'Boiler house scaffolding',
  notes: 'Access from the east gate.',
  lines: LINES,
  ...fields,
});

/** The raw approval token of the latest estimate mail to `to` (the link's last part). */
async function lastToken(to: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'estimate')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = /\/estimate-approval\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no approval link mailed to ${to}`);
  return match[1];
}

function signature(blank = false): string {
  const png = new PNG({ width: 200, height: 60 });
  if (!blank) {
    for (let x = 10; x < 190; x++) {
      const i = (png.width * (30 + Math.round(10 * Math.sin(x / 9))) + x) << 2;
      png.data[i + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const approval = (token: string) => ({
  token,
  name: 'Dana Reyes',
  signature: signature(),
  acceptTerms: true as const,
});

const emailOf = async (id: string) =>
  (await t.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id)))[0]!
    .email;

async function sentEstimate(client = c.admin) {
  const { id, number } = await client.rpc.estimates.save(estimate());
  await client.rpc.estimates.send({ id });
  return { id, number, token: await lastToken(await emailOf(customerId)) };
}

describe('estimates numbering', () => {
  it('numbers two estimates created at the same instant consecutively', async () => {
    const [a, b] = await Promise.all([
      c.admin.rpc.estimates.save(estimate()),
      c.plant.rpc.estimates.save(estimate()),
    ]);
    const numbers = [a.number, b.number].map((n) => Number(n.slice(4))).sort((x, y) => x - y);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    expect(a.number).toMatch(/^EST-\d{4}$/);
  });

  it('gives ten concurrent saves ten consecutive numbers, a refused save taking none', async () => {
    const before = await c.admin.rpc.estimates.list({});
    const last = Math.max(0, ...before.map((e) => Number(e.number.slice(4))));
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => c.admin.rpc.estimates.save(estimate())),
      c.admin.rpc.estimates.save(estimate({ lines: [{ ...LINES[0]!, pricebookItemId: 'gone' }] })),
    ]);
    const numbers = results
      .flatMap((r) => (r.status === 'fulfilled' ? [Number(r.value.number.slice(4))] : []))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => last + 1 + i));
  });

  it('numbers each site on its own', async () => {
    const otherCustomer = await addCustomer(other);
    const first = await c.otherAdmin.rpc.estimates.save(
      estimate({ customerId: otherCustomer, customerLocationId: null }),
    );
    expect(first.number).toBe('EST-0001');
  });
});

describe('estimates.save, get and list', () => {
  it('computes totals at the site rate in integer cents, audited', async () => {
    const { id } = await c.admin.rpc.estimates.save(
      estimate({ lines: [{ ...LINES[0]!, pricebookItemId: itemId }, LINES[1]!, LINES[2]!] }),
    );
    const got = await c.admin.rpc.estimates.get({ id });
    // 2.5 × $450 + (12 × $85.50 − $100) + $175 = $2,226.00; 8.25% of $1,300.00 = $107.25.
    expect(got).toMatchObject({
      status: 'draft',
      subtotalCents: 222_600,
      taxCents: 10_725,
      totalCents: 233_325,
      taxRateBp: 825,
      taxExempt: false,
      customerName: 'Harbor Foods Inc.',
      customerLocationAddress: '100 Dock Street, Portland, OR',
      invoiceId: null,
      taskId: null,
    });
    expect(got.lines.map((l) => l.amountCents)).toEqual([112_500, 92_600, 17_500]);
    expect(got.lines[0]?.pricebookItemId).toBe(itemId);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toEqual([expect.objectContaining({ area: 'billing', action: 'created' })]);
  });

  it('charges a tax-exempt customer no tax', async () => {
    const { id } = await c.admin.rpc.estimates.save(
      estimate({ customerId: exemptId, customerLocationId: null }),
    );
    expect(await c.admin.rpc.estimates.get({ id })).toMatchObject({
      taxCents: 0,
      totalCents: 222_600,
      taxExempt: true,
    });
  });

  it('refuses another site’s customer, another customer’s location and foreign items', async () => {
    const foreign = await addCustomer(other);
    await expect(
      c.admin.rpc.estimates.save(estimate({ customerId: foreign, customerLocationId: null })),
    ).rejects.toMatchObject({ message: CUSTOMER_MESSAGES.notFound });
    await expect(
      c.admin.rpc.estimates.save(estimate({ customerId: exemptId })),
    ).rejects.toMatchObject({ message: CUSTOMER_MESSAGES.locationNotFound });
    const foreignItem = randomUUID();
    await t.db.insert(pricebookItems).values({
      id: foreignItem,
      siteKey: other.siteKey,
      name: 'Other item',
      unit: 'each',
      unitPriceCents: 100,
    });
    await expect(
      c.admin.rpc.estimates.save(
        estimate({ lines: [{ ...LINES[0]!, pricebookItemId: foreignItem }] }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      c.otherAdmin.rpc.estimates.get({ id: (await c.admin.rpc.estimates.save(estimate())).id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ESTIMATE_MESSAGES.notFound });
  });

  it('changes a draft and refuses to change a sent estimate', async () => {
    const { id, number } = await c.admin.rpc.estimates.save(estimate());
    const saved = await c.admin.rpc.estimates.save(
      estimate({ id, title: 'Renamed', lines: [LINES[2]!] }),
    );
    expect(saved).toEqual({ id, number });
    expect(await c.admin.rpc.estimates.get({ id })).toMatchObject({
      title: 'Renamed',
      totalCents: 18_944,
    });
    await c.admin.rpc.estimates.send({ id });
    await expect(c.admin.rpc.estimates.save(estimate({ id }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ESTIMATE_MESSAGES.notEditable,
    });
  });

  it('finds estimates by number, title and customer name, status and customer', async () => {
    const { id, number } = await c.admin.rpc.estimates.save(
      estimate({ customerId: exemptId, customerLocationId: null, title: 'Gym bleachers' }),
    );
    const ids = async (input: Parameters<typeof c.admin.rpc.estimates.list>[0]) =>
      (await c.admin.rpc.estimates.list(input)).map((e) => e.id);
    expect(await ids({ search: number })).toEqual([id]);
    expect(await ids({ search: 'gym bleach' })).toEqual([id]);
    expect(await ids({ search: 'City School' })).toContain(id);
    expect(await ids({ customerId: exemptId })).toContain(id);
    expect(await ids({ status: 'sent', customerId: exemptId })).not.toContain(id);
    expect(await c.otherAdmin.rpc.estimates.list({ search: number })).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });
});

describe('estimates.send and the approval page', () => {
  it('refuses to send to a customer without an e-mail address', async () => {
    const { id } = await c.admin.rpc.estimates.save(
      estimate({ customerId: noEmailId, customerLocationId: null }),
    );
    await expect(c.admin.rpc.estimates.send({ id })).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.noEmail,
    });
  });

  it('mails the customer the PDF and a link that approves once', async () => {
    const { id, number, token } = await sentEstimate();
    const to = await emailOf(customerId);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'estimate')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe(`Estimate ${number} from Site ESTIMATES`);
    expect(mail?.text).toContain(`http://craftwork.test/estimate-approval/${token}`);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${number}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(attached, Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    const text = await pdfText(attached);
    expect(text).toContain(number);
    expect(text).toContain('Harbor Foods Inc.');
    expect(text).toContain(formatMoney(233_325));

    const stored = await t.db.select().from(estimates).where(eq(estimates.id, id));
    expect(stored[0]?.approvalTokenHash).not.toContain(token);
    expect(stored[0]?.approvalTokenHash).toHaveLength(64);

    const page = await c.anonymous.rpc.estimateApproval.get({ token });
    expect(page).toMatchObject({
      number,
      status: 'sent',
      siteName: 'Site ESTIMATES',
      customerName: 'Harbor Foods Inc.',
      totalCents: 233_325,
      approvedByName: null,
    });
    expect(page.terms).not.toBe('');
    expect(Object.keys(page)).not.toContain('id');
    // Its date and expiry, as days on the site's clock (the sites table's default zone).
    expect(page.estimateDate).toBe(siteDateKey(stored[0]!.sentAt!, 'America/Chicago'));
    expect(page.validUntil).toBe(siteDateKey(stored[0]!.approvalExpiresAt!, 'America/Chicago'));

    const approved = await c.anonymous.rpc.estimateApproval.approve(approval(token));
    expect(approved).toMatchObject({ status: 'approved', approvedByName: 'Dana Reyes' });
    await expect(c.anonymous.rpc.estimateApproval.approve(approval(token))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ESTIMATE_MESSAGES.linkUsed,
    });
    await expect(
      c.anonymous.rpc.estimateApproval.requestChanges({ token, comment: 'Cheaper' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ESTIMATE_MESSAGES.linkUsed });
    expect(await c.anonymous.rpc.estimateApproval.get({ token })).toMatchObject({
      status: 'approved',
      approvedByName: 'Dana Reyes',
    });
    expect(await c.admin.rpc.estimates.get({ id })).toMatchObject({
      status: 'approved',
      approvedByName: 'Dana Reyes',
      hasSignature: true,
    });
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, site.users.admin.email), eq(mailOutbox.kind, 'estimate-answered')),
      );
    expect(told.map((m) => m.subject)).toContain(`Estimate ${number} was approved`);
    // An approved estimate is no longer sent again.
    await expect(c.admin.rpc.estimates.send({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses an approval after the link expired', async () => {
    const { id, token } = await sentEstimate();
    await t.db
      .update(estimates)
      .set({ approvalExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(estimates.id, id));
    await expect(c.anonymous.rpc.estimateApproval.get({ token })).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.linkExpired,
    });
    await expect(c.anonymous.rpc.estimateApproval.approve(approval(token))).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.linkExpired,
    });
    expect((await c.admin.rpc.estimates.get({ id })).status).toBe('sent');
  });

  it('answers an unknown token as not valid', async () => {
    await expect(
      c.anonymous.rpc.estimateApproval.get({ token: 'A'.repeat(43) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ESTIMATE_MESSAGES.linkInvalid });
  });

  it('takes a change request, and a revised, re-sent estimate’s old link no longer works', async () => {
    const { id, token } = await sentEstimate();
    await expect(
      c.anonymous.rpc.estimateApproval.requestChanges({ token, comment: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const answered = await c.anonymous.rpc.estimateApproval.requestChanges({
      token,
      comment: 'Please quote two lifts only.',
    });
    expect(answered).toMatchObject({
      status: 'rejected',
      changeComment: 'Please quote two lifts only.',
    });
    expect(await c.admin.rpc.estimates.get({ id })).toMatchObject({
      status: 'rejected',
      changeComment: 'Please quote two lifts only.',
    });
    await c.admin.rpc.estimates.revise({ id });
    await expect(c.anonymous.rpc.estimateApproval.get({ token })).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.linkInvalid,
    });
    await c.admin.rpc.estimates.save(estimate({ id, lines: [LINES[0]!] }));
    await c.admin.rpc.estimates.send({ id });
    const fresh = await lastToken(await emailOf(customerId));
    expect(fresh).not.toBe(token);
    await expect(c.anonymous.rpc.estimateApproval.approve(approval(token))).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.linkInvalid,
    });
    expect(await c.anonymous.rpc.estimateApproval.approve(approval(fresh))).toMatchObject({
      status: 'approved',
    });
  });

  it('re-sending replaces the link', async () => {
    const { id, token } = await sentEstimate();
    await c.admin.rpc.estimates.send({ id });
    const fresh = await lastToken(await emailOf(customerId));
    await expect(c.anonymous.rpc.estimateApproval.get({ token })).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.linkInvalid,
    });
    expect((await c.anonymous.rpc.estimateApproval.get({ token: fresh })).status).toBe('sent');
  });

  it('refuses a signature that is not a drawn PNG', async () => {
    const { token } = await sentEstimate();
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-really').toString('base64')}`;
    for (const bad of [gif, signature(true)]) {
      await expect(
        c.anonymous.rpc.estimateApproval.approve({ ...approval(token), signature: bad }),
      ).rejects.toMatchObject({ message: ESTIMATE_MESSAGES.signatureRequired });
    }
    expect((await c.anonymous.rpc.estimateApproval.get({ token })).status).toBe('sent');
  });

  it('marks a sent estimate rejected when the customer says no in person', async () => {
    const { id } = await sentEstimate();
    await c.plant.rpc.estimates.markRejected({ id });
    expect((await c.admin.rpc.estimates.get({ id })).status).toBe('rejected');
    await expect(c.plant.rpc.estimates.markRejected({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ESTIMATE_MESSAGES.notRejectable,
    });
    await c.plant.rpc.estimates.revise({ id });
    await expect(c.plant.rpc.estimates.revise({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ESTIMATE_MESSAGES.notRevisable,
    });
  });

  it('limits the page’s calls per client and token', async () => {
    const { token } = await sentEstimate();
    const s = { ...testServices(t.db), ip: '203.0.113.9', limitMultiplier: 1, publicUrl: '' };
    for (let i = 0; i < 30; i++) await getPublicEstimate(s, token);
    await expect(getPublicEstimate(s, token)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(getPublicEstimate({ ...s, ip: '203.0.113.10' }, token)).resolves.toBeTruthy();
  });
});

describe('estimate PDF routes', () => {
  it('gives the money users of the site the PDF, and nobody else', async () => {
    const { id, number } = await c.admin.rpc.estimates.save(estimate());
    const response = await c.plant.fetch(`/api/billing/estimates/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${number}\\.pdf"`),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = await pdfText(file);
    expect(text).toContain(`ESTIMATE ${number}`);
    expect(text).toContain('Harbor Foods Inc.');
    expect(text).toContain('$2,333.25');

    expect((await c.contractorA.fetch(`/api/billing/estimates/${id}/pdf`)).status).toBe(403);
    expect((await c.otherAdmin.fetch(`/api/billing/estimates/${id}/pdf`)).status).toBe(404);
    expect((await c.anonymous.fetch(`/api/billing/estimates/${id}/pdf`)).status).toBe(401);
  });

  it('gives the customer the PDF through a valid link only', async () => {
    const { id, number, token } = await sentEstimate();
    await c.anonymous.rpc.estimateApproval.approve(approval(token));
    const response = await c.anonymous.fetch(`/api/billing/estimate-approval/${token}/pdf`);
    expect(response.status).toBe(200);
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = await pdfText(file);
    expect(text).toContain(number);
    expect(text).toContain('Dana Reyes');
    expect(
      (await c.anonymous.fetch(`/api/billing/estimate-approval/${'B'.repeat(43)}/pdf`)).status,
    ).toBe(404);
    expect((await c.anonymous.fetch('/api/billing/estimate-approval/short/pdf')).status).toBe(404);
    const second = await sentEstimate();
    await t.db
      .update(estimates)
      .set({ approvalExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(estimates.id, second.id));
    expect(
      (await c.anonymous.fetch(`/api/billing/estimate-approval/${second.token}/pdf`)).status,
    ).toBe(410);
    expect(id).toBeTruthy();
  });
});

describe('estimates access', () => {
  it('refuses users who do not see money', async () => {
    await expect(c.contractorA.rpc.estimates.list({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: PERMISSION_ERROR_MESSAGE,
    });
  });
});

describe('an approved estimate becomes a task and an invoice', () => {
  it('links the task made from it once, and gives its lines to an invoice', async () => {
    const { id, token } = await sentEstimate();
    const scopeOf = async () => {
      const result = await resolveScope(t.db, site.users.plant.id);
      if (result.kind !== 'approved') throw new Error('plant user not approved');
      return result.scope;
    };
    const scope = await scopeOf();
    const record = await addCraftRecord(t.db, site, {}, [{ taskStatus: 10 }]);
    const taskId = record.taskIds[0]!;
    await expect(
      t.db.transaction((tx) => linkEstimateToTask(tx, scope, id, taskId, record.id)),
    ).rejects.toMatchObject({ message: ESTIMATE_MESSAGES.notApproved });
    await expect(loadEstimateForInvoice(t.db, site.siteKey, id)).rejects.toMatchObject({
      message: ESTIMATE_MESSAGES.notApproved,
    });
    await c.anonymous.rpc.estimateApproval.approve(approval(token));
    await t.db.transaction((tx) => linkEstimateToTask(tx, scope, id, taskId, record.id));
    expect(await c.admin.rpc.estimates.get({ id })).toMatchObject({
      taskId,
      craftRecordId: record.id,
    });
    await expect(
      t.db.transaction((tx) => linkEstimateToTask(tx, scope, id, taskId, record.id)),
    ).rejects.toMatchObject({ message: ESTIMATE_MESSAGES.alreadyLinked });
    await expect(
      t.db.transaction((tx) =>
        linkEstimateToTask(tx, { ...scope, siteKey: other.siteKey }, id, taskId, record.id),
      ),
    ).rejects.toMatchObject({ message: ESTIMATE_MESSAGES.notFound });
    const forInvoice = await loadEstimateForInvoice(t.db, site.siteKey, id);
    expect(forInvoice).toMatchObject({ id, customerId, customerLocationId: locationId });
    expect(forInvoice.lines.map((l) => l.name)).toEqual(['Frame scaffold', 'Labour', 'Delivery']);
  });
});
