import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@craftwork/domain/billing/payments';
import { craftRecords, customers, invoices } from '../db/schema.ts';
import { READ_ONLY_MESSAGE } from '../http/public-api-route.ts';
import {
  addCraftRecord,
  addInvoice,
  createSiteFixture,
  type SiteFixture,
} from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import { issueToken, type TTokenScope } from '../modules/api-tokens/index.ts';

/**
 * The REST API's writes beyond tasks: a craft record's fields, customers, and an invoice's
 * payments (recorded in parts, voided). Each calls the web procedure of the same meaning (who may is the authorization
 * matrix's business, rest-matrix.integration.test.ts); here, that the write happens as sent.
 */
let t: TestApp;
let site: SiteFixture;
let base: string;
/** Every answer below is checked against the API document. */
const contract = ApiContract.load();

async function tokenFor(user: keyof SiteFixture['users'], scope: TTokenScope) {
  const { token } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users[user].id,
    createdBy: site.users.admin.id,
    name: `${user} ${scope}`,
    scope,
    expiresAt: null,
  });
  return token;
}

const api = (path: string, token: string, method = 'GET', body?: unknown) =>
  checkedFetch(contract, base)(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RESTWRITE');
  base = `${t.url}/api/v1`;
}, 60_000);
afterAll(() => t.close());

describe('craft records', () => {
  it('changes only the fields sent', async () => {
    const { id } = await addCraftRecord(t.db, site, { title: 'Rack 7', description: 'old' });
    const token = await tokenFor('plant', 'write');
    const answer = await api(`/records/${id}`, token, 'PATCH', { description: 'From the ERP' });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, id));
    expect(row).toMatchObject({ title: 'Rack 7', description: 'From the ERP' });
  });

  it("refuses a read token's change, and a record of another site is not found", async () => {
    const { id } = await addCraftRecord(t.db, site, { description: 'kept' });
    const reader = await tokenFor('plant', 'read');
    const refused = await api(`/records/${id}`, reader, 'PATCH', { description: 'no' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ detail: READ_ONLY_MESSAGE });
    const other = await createSiteFixture(t.db, 'RESTWRITE2');
    const { id: foreign } = await addCraftRecord(t.db, other, { description: 'theirs' });
    const writer = await tokenFor('plant', 'write');
    const hidden = await api(`/records/${foreign}`, writer, 'PATCH', { description: 'mine' });
    expect(hidden.status).toBe(404);
    const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, foreign));
    expect(row?.description).toBe('theirs');
  });
});

describe('customers', () => {
  it('creates a customer, replaces it, and reads it back', async () => {
    const token = await tokenFor('plant', 'write');
    const created = await api('/customers', token, 'POST', {
      name: 'Northwind Chemicals',
      email: 'ap@northwind.example',
      tags: ['ERP'],
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const replaced = await api(`/customers/${id}`, token, 'PUT', {
      name: 'Northwind Chemicals Ltd',
      isTaxExempt: true,
    });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const read = (await (await api(`/customers/${id}`, token)).json()) as Record<string, unknown>;
    expect(read).toMatchObject({ name: 'Northwind Chemicals Ltd', isTaxExempt: true });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.siteKey).toBe(site.siteKey);
  });

  it('answers a missing name with the form’s message, and a contractor is refused', async () => {
    const token = await tokenFor('plant', 'write');
    const bad = await api('/customers', token, 'POST', { email: 'x@example.com' });
    expect(bad.status).toBe(400);
    const contractor = await tokenFor('contractorA', 'write');
    const refused = await api('/customers', contractor, 'POST', { name: 'Not allowed' });
    expect(refused.status).toBe(403);
  });
});

describe('invoices', () => {
  it("records a sent invoice's payment in two parts, showing amount paid and balance due", async () => {
    const id = await addInvoice(t.db, site, {
      customerName: 'Paying customer',
      lineName: 'Scaffold hire',
      status: 'sent',
    });
    const token = await tokenFor('plant', 'write');
    const pay = (amountCents: number, reference: string) =>
      api(`/invoices/${id}/payment`, token, 'POST', {
        amountCents,
        paidDate: '2026-03-20',
        method: 'bank_transfer',
        reference,
      });
    const first = await pay(2500, 'BANK-4710');
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({
      status: 'partially_paid',
      paidCents: 2500,
      balanceCents: 10_000,
    });
    const got = await api(`/invoices/${id}`, token);
    expect(await got.json()).toMatchObject({
      status: 'partially_paid',
      totalCents: 12_500,
      paidCents: 2500,
      balanceCents: 10_000,
      payments: [{ amountCents: 2500, method: 'bank_transfer', reference: 'BANK-4710' }],
    });
    const listed = await api('/invoices?status=partially_paid', token);
    expect(await listed.json()).toMatchObject({
      items: [{ id, status: 'partially_paid', paidCents: 2500, balanceCents: 10_000 }],
    });
    const over = await pay(10_001, 'BANK-4711');
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      detail: PAYMENT_MESSAGES.overpayment(10_000),
    });
    const rest = await pay(10_000, 'BANK-4711');
    expect(await rest.json()).toMatchObject({ status: 'paid', paidCents: 12_500, balanceCents: 0 });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ status: 'paid', paidCents: 12_500, paidDate: '2026-03-20' });
  });

  it('voids a payment: the balance is due again', async () => {
    const id = await addInvoice(t.db, site, {
      customerName: 'Paying customer',
      lineName: 'Scaffold hire',
      status: 'sent',
    });
    const token = await tokenFor('plant', 'write');
    const paid = await api(`/invoices/${id}/payment`, token, 'POST', {
      amountCents: 12_500,
      paidDate: '2026-03-20',
    });
    const { paymentId } = (await paid.json()) as { paymentId: string };
    const voided = await api(`/invoices/${id}/payments/${paymentId}/void`, token, 'POST', {});
    expect(voided.status, await voided.clone().text()).toBe(200);
    expect(await voided.json()).toMatchObject({
      status: 'sent',
      paidCents: 0,
      balanceCents: 12_500,
    });
  });

  it('refuses to record the payment of a draft, with the reason', async () => {
    const id = await addInvoice(t.db, site, {
      customerName: 'Paying customer',
      lineName: 'Scaffold hire',
      status: 'draft',
    });
    const token = await tokenFor('plant', 'write');
    const refused = await api(`/invoices/${id}/payment`, token, 'POST', {
      amountCents: 100,
      paidDate: '2026-03-20',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ detail: PAYMENT_MESSAGES.notPayable });
  });
});
