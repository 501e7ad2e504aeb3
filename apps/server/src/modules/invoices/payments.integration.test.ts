import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceDay, INVOICE_MESSAGES } from '@craftwork/domain/billing/invoices';
import { addDays } from '@craftwork/domain/billing/overdue';
import { PAYMENT_MESSAGES } from '@craftwork/domain/billing/payments';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import {
  auditLog,
  customers,
  invoicePayments,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { outboxSettled } from '../../test/outbox-settled.ts';
import { pdfText } from '../../test/pdf.ts';

/**
 * Payments against an invoice (issue 33): recorded in parts (Partially paid, then Paid), never
 * above the balance, voided with an audit entry, and `invoice.paid` queued exactly once, when
 * the balance reaches zero. Who may call which procedure at all is the authorization matrix's
 * (test/security/areas/invoices.ts); here, each role's answer on these invoices.
 */
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signIn>>;
let customerId: string;
let endpointId: string;

const today = () => siteDateKey(new Date(), 'America/Chicago');
/** 500.00 + tax exempt: a total of 59,500 cents, the issue's example. */
const LINE = { name: 'Scaffold hire', quantityMilli: 1000, unitPriceCents: 59_500, taxable: false };

const signIn = () =>
  signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      foreman: site.users.foreman,
      contractor: site.users.contractorA,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'PAYMENTS');
  other = await createSiteFixture(t.db, 'PAYOTHER');
  c = await signIn();
  customerId = randomUUID();
  await t.db
    .insert(customers)
    .values({ id: customerId, siteKey: site.siteKey, name: 'Gerüst Nord', email: 'ap@nord.test' });
  // Deliveries are queued in the paying transaction; with jobs off they stay pending here.
  endpointId = randomUUID();
  await t.db.insert(webhookEndpoints).values({
    id: endpointId,
    siteKey: site.siteKey,
    url: 'https://hooks.example.com/paid',
    events: ['invoice.paid'],
    secret: 'whsec_test',
  });
});
afterAll(() => t.close());

/** A sent invoice of 59,500 cents. */
async function sentInvoice(): Promise<string> {
  const { id } = await c.admin.rpc.invoices.create({ kind: 'blank', customerId });
  await c.admin.rpc.invoices.save({ id, issueDate: today(), netDays: 30, lines: [LINE] });
  await c.admin.rpc.invoices.send({ id });
  return id;
}

const pay = (id: string, amountCents: number, client = c.plant, reference = '') =>
  client.rpc.invoices.recordPayment({
    id,
    amountCents,
    paidDate: today(),
    method: 'check',
    reference,
  });

async function paidEvents(invoiceId: string) {
  await outboxSettled(t.db);
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.event, 'invoice.paid'),
      ),
    );
  return rows.filter(
    (r) => (r.payload as { data: { invoiceId: string } }).data.invoiceId === invoiceId,
  );
}

const auditOf = (invoiceId: string) =>
  t.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, invoiceId),
        inArray(auditLog.action, ['paymentRecorded', 'paymentVoided']),
      ),
    )
    .orderBy(asc(auditLog.createdAt));

describe('recording payments', () => {
  it('is Partially paid after 1,000 of 59,500 cents, and Paid (invoice.paid once) after the rest', async () => {
    const id = await sentInvoice();
    expect(await pay(id, 1000, c.plant, 'Check 1042')).toMatchObject({
      status: 'partially_paid',
      paidCents: 1000,
      balanceCents: 58_500,
    });
    expect(await c.admin.rpc.invoices.get({ id })).toMatchObject({
      status: 'partially_paid',
      paidCents: 1000,
      balanceCents: 58_500,
      paidDate: null,
      payments: [
        {
          amountCents: 1000,
          method: 'check',
          reference: 'Check 1042',
          paidDate: today(),
          recordedByName: 'plant PAYMENTS',
          voidedAt: null,
        },
      ],
    });
    expect(await paidEvents(id)).toEqual([]);

    expect(await pay(id, 58_500, c.admin)).toMatchObject({
      status: 'paid',
      paidCents: 59_500,
      balanceCents: 0,
    });
    const paid = await c.admin.rpc.invoices.get({ id });
    expect(paid).toMatchObject({ status: 'paid', balanceCents: 0, paidDate: today() });
    expect(paid.payments).toHaveLength(2);
    const events = await paidEvents(id);
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { data: unknown }).data).toMatchObject({
      invoiceId: id,
      totalCents: 59_500,
      paidCents: 59_500,
      balanceCents: 0,
    });
    // Paid: nothing more is taken.
    await expect(pay(id, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.notPayable,
    });
    expect(await paidEvents(id)).toHaveLength(1);

    const list = await c.admin.rpc.invoices.list({ status: 'paid', customerId });
    expect(list.find((i) => i.id === id)).toMatchObject({ paidCents: 59_500, balanceCents: 0 });
  });

  it('refuses an overpayment with the balance in the message, and a draft with the reason', async () => {
    const id = await sentInvoice();
    await expect(pay(id, 59_501)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This is more than the balance due of $595.00. Enter at most $595.00.',
    });
    await pay(id, 59_000);
    await expect(pay(id, 501)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.overpayment(500),
    });
    const { id: draft } = await c.admin.rpc.invoices.create({ kind: 'blank', customerId });
    await expect(pay(draft, 100)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.notPayable,
    });
    expect(
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, draft)),
    ).toEqual([]);
  });

  it('refuses a date after the site today and a fraction of a cent', async () => {
    const id = await sentInvoice();
    await expect(
      c.plant.rpc.invoices.recordPayment({ id, amountCents: 100, paidDate: addDays(today(), 1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PAYMENT_MESSAGES.futureDate });
    await expect(
      c.plant.rpc.invoices.recordPayment({ id, amountCents: 100.5, paidDate: today() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await c.admin.rpc.invoices.get({ id })).payments).toEqual([]);
  });

  it('takes two payments at once that together settle the invoice, firing invoice.paid once', async () => {
    const id = await sentInvoice();
    const results = await Promise.allSettled([pay(id, 30_000), pay(id, 29_500), pay(id, 29_500)]);
    // Two fit the balance whichever order the lock gives; the third is refused.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const invoice = await c.admin.rpc.invoices.get({ id });
    expect(invoice.paidCents).toBeLessThanOrEqual(59_500);
    const settled = invoice.status === 'paid';
    expect(await paidEvents(id)).toHaveLength(settled ? 1 : 0);
    if (!settled) {
      await pay(id, invoice.balanceCents);
      expect(await paidEvents(id)).toHaveLength(1);
    }
  });

  it('lets admin and plant record, refuses the foreman and a contractor, hides it from another site', async () => {
    const id = await sentInvoice();
    await pay(id, 100, c.admin);
    await pay(id, 100, c.plant);
    for (const client of [c.foreman, c.contractor])
      await expect(pay(id, 100, client)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(pay(id, 100, c.otherAdmin)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVOICE_MESSAGES.notFound,
    });
    expect((await c.admin.rpc.invoices.get({ id })).paidCents).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['paymentRecorded', site.users.admin.id],
      ['paymentRecorded', site.users.plant.id],
    ]);
    expect(entries[1]!.after).toMatchObject({
      status: 'partially_paid',
      paidCents: 200,
      payment: { amountCents: 100, method: 'check' },
    });
  });
});

describe('lists and export', () => {
  it('lists a partially paid invoice past due as overdue, and exports its paid and balance', async () => {
    const { id } = await c.admin.rpc.invoices.create({ kind: 'blank', customerId });
    const issueDate = addDays(today(), -45);
    await c.admin.rpc.invoices.save({ id, issueDate, netDays: 30, lines: [LINE] });
    await c.admin.rpc.invoices.send({ id });
    await pay(id, 1000);
    const overdue = await c.admin.rpc.invoices.list({ status: 'overdue', customerId });
    expect(overdue.find((i) => i.id === id)).toMatchObject({
      status: 'partially_paid',
      overdue: true,
      paidCents: 1000,
      balanceCents: 58_500,
    });
    const { number } = await c.admin.rpc.invoices.get({ id });
    const file = await c.admin.rpc.invoices.exportCsv({ search: number, customerId });
    expect(file.csv.split('\r\n')[1]).toBe(
      [
        number,
        'Gerüst Nord',
        'Partially paid',
        'TRUE',
        formatInvoiceDay(issueDate),
        formatInvoiceDay(addDays(issueDate, 30)),
        '595.00',
        '0.00',
        '595.00',
        '10.00',
        '585.00',
        '',
      ].join(','),
    );
  });
});

describe('voiding payments', () => {
  it('gives the amount back to the balance, keeps the payment listed as void, and audits it', async () => {
    const id = await sentInvoice();
    const first = await pay(id, 1000);
    const second = await pay(id, 58_500);
    expect(second.status).toBe('paid');

    const voided = await c.plant.rpc.invoices.voidPayment({ id, paymentId: second.paymentId });
    expect(voided).toMatchObject({
      status: 'partially_paid',
      paidCents: 1000,
      balanceCents: 58_500,
    });
    const invoice = await c.admin.rpc.invoices.get({ id });
    expect(invoice).toMatchObject({
      status: 'partially_paid',
      paidDate: null,
      balanceCents: 58_500,
    });
    expect(invoice.payments.find((p) => p.id === second.paymentId)).toMatchObject({
      voidedByName: 'plant PAYMENTS',
      voidedAt: expect.any(String),
    });
    await expect(
      c.admin.rpc.invoices.voidPayment({ id, paymentId: second.paymentId }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PAYMENT_MESSAGES.alreadyVoid });

    // With a live payment the invoice itself is not voided.
    await expect(c.admin.rpc.invoices.void({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.invoiceHasPayments,
    });
    await c.admin.rpc.invoices.voidPayment({ id, paymentId: first.paymentId });
    expect((await c.admin.rpc.invoices.get({ id })).status).toBe('sent');
    await c.admin.rpc.invoices.void({ id });

    expect((await auditOf(id)).map((e) => [e.action, e.actorId])).toEqual([
      ['paymentRecorded', site.users.plant.id],
      ['paymentRecorded', site.users.plant.id],
      ['paymentVoided', site.users.plant.id],
      ['paymentVoided', site.users.admin.id],
    ]);
  });

  it('fires invoice.paid again only when the balance reaches zero again', async () => {
    const id = await sentInvoice();
    const all = await pay(id, 59_500);
    await c.admin.rpc.invoices.voidPayment({ id, paymentId: all.paymentId });
    expect(await paidEvents(id)).toHaveLength(1);
    await pay(id, 59_500);
    expect(await paidEvents(id)).toHaveLength(2);
  });

  it('refuses the foreman, hides the payment from another site and a payment of another invoice', async () => {
    const id = await sentInvoice();
    const { paymentId } = await pay(id, 1000);
    await expect(c.foreman.rpc.invoices.voidPayment({ id, paymentId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(c.otherAdmin.rpc.invoices.voidPayment({ id, paymentId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const otherInvoice = await sentInvoice();
    await expect(
      c.admin.rpc.invoices.voidPayment({ id: otherInvoice, paymentId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.notFound });
    expect((await c.admin.rpc.invoices.get({ id })).paidCents).toBe(1000);
  });
});

describe('the invoice PDF', () => {
  it('prints the amount paid and the balance due of a partially paid invoice', async () => {
    const id = await sentInvoice();
    await pay(id, 1000);
    const response = await c.plant.fetch(`/api/billing/invoices/${id}/pdf`);
    expect(response.status).toBe(200);
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = await pdfText(file);
    expect(text).toMatch(/Amount paid\s+\$10\.00/);
    expect(text).toMatch(/Balance due\s+\$585\.00/);
    expect(text).toContain('Partially paid');
  });
});
