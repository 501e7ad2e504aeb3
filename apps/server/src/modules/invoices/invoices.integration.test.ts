import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import { INVOICE_MESSAGES, type TInvoiceInput } from '@craftwork/domain/billing/invoices';
import type { TLineInput } from '@craftwork/domain/billing/lines';
import { documentTotals, formatMoney } from '@craftwork/domain/billing/money';
import { addDays } from '@craftwork/domain/billing/overdue';
import { siteDateKey } from '@craftwork/domain/time/site-time';
import {
  billedTasks,
  customers,
  estimateLines,
  estimates,
  inventoryObjects,
  mailOutbox,
  pricebookItems,
  sites,
} from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { insertTransactionLines, setInventory } from '../../test/inventory-fixtures.ts';
import { pdfPageToPng, pdfText } from '../../test/pdf.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
const c = {} as Record<'admin' | 'plant' | 'foreman' | 'otherAdmin', TestClient>;
const cust = {} as Record<'mail' | 'noMail' | 'exempt' | 'elsewhere', string>;

const TAX_BP = 825;
const today = () => siteDateKey(new Date(), 'America/Chicago');

async function addCustomer(s: SiteFixture, fields: Partial<typeof customers.$inferInsert>) {
  const id = randomUUID();
  await t.db
    .insert(customers)
    .values({ id, siteKey: s.siteKey, name: `Customer ${id}`, ...fields });
  return id;
}

const LINES: TLineInput[] = [
  { name: 'Scaffold erection', quantityMilli: 2500, unitPriceCents: 12_345, taxable: true },
  { name: 'Permit', quantityMilli: 1000, unitPriceCents: 5000, discountCents: 500, taxable: false },
];

function saveInput(id: string, over: Partial<TInvoiceInput> = {}): TInvoiceInput {
  return { id, issueDate: today(), netDays: 30, lines: LINES, ...over };
}

async function numberOf(id: string): Promise<string> {
  return (await c.admin.rpc.invoices.get({ id })).number;
}

async function blank(customerId = cust.mail, client = c.admin) {
  return client.rpc.invoices.create({ kind: 'blank', customerId });
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'INVOICES');
  other = await createSiteFixture(t.db, 'INVOTHER');
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ billing: { taxRateBp: TAX_BP, netDays: 30 } })}::jsonb`,
    })
    .where(eq(sites.siteKey, site.siteKey));
  cust.mail = await addCustomer(site, { name: 'Acme Builders', email: 'billing@acme.test' });
  cust.noMail = await addCustomer(site, { name: 'No Mail Ltd' });
  cust.exempt = await addCustomer(site, {
    name: 'City Schools',
    email: 'ap@schools.test',
    isTaxExempt: true,
  });
  cust.elsewhere = await addCustomer(other, { name: 'Elsewhere Inc', email: 'e@else.test' });
  c.admin = await t.signIn(site.users.admin.email, PASSWORD);
  c.plant = await t.signIn(site.users.plant.email, PASSWORD);
  c.foreman = await t.signIn(site.users.foreman.email, PASSWORD);
  c.otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

describe('invoices', () => {
  it('numbers invoices consecutively when many are first saved with lines at the same instant', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => blank()));
    expect(made.map((m) => m.number)).toEqual(Array.from({ length: 8 }, () => ''));
    await Promise.all(made.map((m) => c.admin.rpc.invoices.save(saveInput(m.id))));
    const saved = await Promise.all(made.map((m) => numberOf(m.id)));
    const numbers = saved.map((n) => Number(n.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(8);
    expect(saved.every((n) => /^INV-\d{4}$/.test(n))).toBe(true);
  });

  it('numbers a blank draft when first saved with a line, so one left behind leaves no gap', async () => {
    const abandoned = await blank();
    const kept = await blank();
    expect([abandoned.number, kept.number]).toEqual(['', '']);
    expect((await c.admin.rpc.invoices.get({ id: abandoned.id })).number).toBe('');
    await c.admin.rpc.invoices.save(saveInput(kept.id, { lines: [] }));
    expect(await numberOf(kept.id)).toBe('');
    await c.admin.rpc.invoices.save(saveInput(kept.id));
    const first = await numberOf(kept.id);
    const next = await blank();
    await c.admin.rpc.invoices.save(saveInput(next.id));
    expect(Number((await numberOf(next.id)).slice(4))).toBe(Number(first.slice(4)) + 1);
    // Saved again, even without lines, it keeps its number.
    await c.admin.rpc.invoices.save(saveInput(kept.id, { lines: [] }));
    expect(await numberOf(kept.id)).toBe(first);
  });

  it("starts a draft on the site's today with its net days, tax rate and the customer's exemption", async () => {
    const { id } = await blank(cust.exempt);
    const invoice = await c.admin.rpc.invoices.get({ id });
    expect(invoice).toMatchObject({
      status: 'draft',
      issueDate: today(),
      dueDate: addDays(today(), 30),
      netDays: 30,
      taxRateBp: TAX_BP,
      taxExempt: true,
      lines: [],
      totalCents: 0,
    });
    await c.admin.rpc.invoices.save(saveInput(id));
    const saved = await c.admin.rpc.invoices.get({ id });
    expect(saved.taxCents).toBe(0);
    expect(saved.totalCents).toBe(saved.subtotalCents);
  });

  it('saves a draft with totals in cents and refuses line edits once it is sent', async () => {
    const { id } = await blank();
    await c.admin.rpc.invoices.save(saveInput(id, { notes: 'Thanks' }));
    const draft = await c.admin.rpc.invoices.get({ id });
    const expected = documentTotals(
      LINES.map((l) => ({ discountCents: 0, taxable: true, ...l })),
      TAX_BP,
      false,
    );
    expect(draft).toMatchObject(expected);
    expect(draft.lines.map((l) => l.amountCents)).toEqual([30_863, 4500]);
    expect(await c.admin.rpc.invoices.send({ id })).toEqual({ sentTo: 'billing@acme.test' });
    await expect(
      c.admin.rpc.invoices.save(saveInput(id, { lines: [LINES[0]!] })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: INVOICE_MESSAGES.linesLocked });
    const after = await c.admin.rpc.invoices.get({ id });
    expect(after.lines).toHaveLength(2);
    expect(after.status).toBe('sent');
  });

  it('mails the PDF to the customer through the outbox, and needs an e-mail address', async () => {
    const { id } = await blank();
    await c.admin.rpc.invoices.save(saveInput(id));
    const number = await numberOf(id);
    await c.admin.rpc.invoices.send({ id });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'billing@acme.test'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toContain(number);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${number}.pdf`,
      contentType: 'application/pdf',
    });
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    expect(await pdfText(file)).toContain(number);

    const noMail = await blank(cust.noMail);
    await c.admin.rpc.invoices.save(saveInput(noMail.id));
    await expect(c.admin.rpc.invoices.send({ id: noMail.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: INVOICE_MESSAGES.noEmail,
    });
  });

  it('lists overdue as the sent invoices past due at the site today, and finds by number', async () => {
    const customerId = await addCustomer(site, { name: 'Overdue Owners', email: 'o@o.test' });
    const draft = await blank(customerId);
    await c.admin.rpc.invoices.save(saveInput(draft.id, { issueDate: addDays(today(), -45) }));
    const late = { id: draft.id, number: await numberOf(draft.id) };
    await c.admin.rpc.invoices.send({ id: late.id });
    const onTime = await blank(customerId);
    await c.admin.rpc.invoices.save(saveInput(onTime.id));
    await c.admin.rpc.invoices.send({ id: onTime.id });
    const lateDraft = await blank(customerId);
    await c.admin.rpc.invoices.save(saveInput(lateDraft.id, { issueDate: addDays(today(), -45) }));

    const overdue = await c.admin.rpc.invoices.list({ status: 'overdue', customerId });
    expect(overdue.map((i) => i.id)).toEqual([late.id]);
    expect(overdue[0]!.overdue).toBe(true);
    const all = await c.admin.rpc.invoices.list({ customerId });
    expect(all).toHaveLength(3);
    expect(all.filter((i) => i.overdue).map((i) => i.id)).toEqual([late.id]);
    expect((await c.admin.rpc.invoices.list({ search: late.number })).map((i) => i.id)).toEqual([
      late.id,
    ]);
    expect(await c.admin.rpc.invoices.list({ search: 'overdue own' })).toHaveLength(3);

    const file = await c.admin.rpc.invoices.exportCsv({ status: 'overdue', customerId });
    expect(file.filename).toMatch(/^Invoices - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(file.rows).toBe(1);
    expect(file.csv.split('\r\n')[0]).toBe(
      'Number,Customer,Status,Overdue,Issue Date,Due Date,Subtotal,Tax,Total,Paid,Balance Due,Paid Date',
    );
    expect(file.csv).toContain(`${late.number},Overdue Owners,Sent,TRUE`);
  });

  it('bills a completed task at most once, and again after its invoice is voided', async () => {
    const customerId = await addCustomer(site, { name: 'Task Owner', email: 't@t.test' });
    const record = await addCraftRecord(t.db, site, { customerId }, [
      { taskStatus: 90, title: 'Erect tower', timestampTaskCompleted: new Date() },
      { taskStatus: 30, title: 'Still open' },
    ]);
    const [done, open] = record.taskIds as [string, string];
    expect((await c.admin.rpc.invoices.billableTasks({ customerId })).map((x) => x.id)).toEqual([
      done,
    ]);
    await expect(
      c.admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [open] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVOICE_MESSAGES.taskNotCompleted });

    const first = await c.admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [done] });
    const invoice = await c.admin.rpc.invoices.get({ id: first.id });
    expect(invoice.lines).toMatchObject([
      { name: 'Erect tower', quantityMilli: 1000, unitPriceCents: 0, taskId: done },
    ]);
    expect(await c.admin.rpc.invoices.taskBilling({ taskId: done })).toEqual({
      invoiceId: first.id,
      invoiceNumber: first.number,
      status: 'draft',
    });
    expect(await c.admin.rpc.invoices.billableTasks({ customerId })).toEqual([]);
    await expect(
      c.admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [done] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.taskBilled(first.number),
    });
    // Priced on the draft, the line keeps billing its task.
    await c.admin.rpc.invoices.save(
      saveInput(first.id, {
        lines: [{ name: 'Erect tower', quantityMilli: 1000, unitPriceCents: 90_000 }],
      }),
    );
    expect((await c.admin.rpc.invoices.get({ id: first.id })).lines[0]?.taskId).toBe(done);

    await c.admin.rpc.invoices.void({ id: first.id });
    expect(await c.admin.rpc.invoices.taskBilling({ taskId: done })).toBeNull();
    const again = await c.admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [done] });
    expect(again.number).not.toBe(first.number);
    const rows = await t.db.select().from(billedTasks).where(eq(billedTasks.taskId, done));
    expect(rows).toEqual([{ taskId: done, siteKey: site.siteKey, invoiceId: again.id }]);
  });

  it('bills a task once when two invoices of it are created at the same instant', async () => {
    const customerId = await addCustomer(site, { name: 'Race Owner' });
    const record = await addCraftRecord(t.db, site, { customerId }, [{ taskStatus: 90 }]);
    const taskIds = [record.taskIds[0]!];
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        c.admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
  });

  it('copies an approved estimate into an invoice once, with its lines and totals', async () => {
    const estimateId = randomUUID();
    const lines = [
      {
        name: 'Tube 21ft',
        quantityMilli: 12_000,
        unitPriceCents: 1999,
        discountCents: 0,
        taxable: true,
      },
      {
        name: 'Labor',
        quantityMilli: 7500,
        unitPriceCents: 8500,
        discountCents: 1000,
        taxable: false,
      },
    ];
    const totals = documentTotals(lines, TAX_BP, false);
    await t.db.insert(estimates).values({
      id: estimateId,
      siteKey: site.siteKey,
      number: 901,
      customerId: cust.mail,
      status: 'approved',
      notes: 'As agreed',
      taxRateBp: TAX_BP,
      ...totals,
    });
    await t.db.insert(estimateLines).values(
      lines.map((l, position) => ({
        ...l,
        id: randomUUID(),
        estimateId,
        position,
        amountCents: 0,
      })),
    );
    const made = await c.admin.rpc.invoices.create({ kind: 'estimate', estimateId });
    const invoice = await c.admin.rpc.invoices.get({ id: made.id });
    expect(invoice).toMatchObject({ ...totals, estimateId, estimateNumber: 'EST-0901' });
    expect(invoice.notes).toBe('As agreed');
    expect(invoice.lines.map((l) => [l.name, l.quantityMilli, l.unitPriceCents])).toEqual(
      lines.map((l) => [l.name, l.quantityMilli, l.unitPriceCents]),
    );
    expect(await c.admin.rpc.invoices.create({ kind: 'estimate', estimateId })).toEqual(made);

    const draftEstimate = randomUUID();
    await t.db.insert(estimates).values({
      id: draftEstimate,
      siteKey: site.siteKey,
      number: 902,
      customerId: cust.mail,
    });
    await expect(
      c.admin.rpc.invoices.create({ kind: 'estimate', estimateId: draftEstimate }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ESTIMATE_MESSAGES.notApproved });
  });

  it("bills a record's rental days as the Rental screen counts them, priced by the price book", async () => {
    await setInventory(t.db, site.siteKey);
    const customerId = await addCustomer(site, { name: 'Rental Customer' });
    const record = await addCraftRecord(t.db, site, { customerId, title: 'Unit 4 scaffold' });
    const frame = randomUUID();
    const plank = randomUUID();
    await t.db.insert(inventoryObjects).values([
      { id: frame, siteKey: site.siteKey, title: 'Frame 5ft' },
      { id: plank, siteKey: site.siteKey, title: 'Plank 8ft' },
    ]);
    await t.db.insert(pricebookItems).values({
      id: randomUUID(),
      siteKey: site.siteKey,
      name: 'frame 5FT',
      unit: 'day',
      unitPriceCents: 150,
      taxable: true,
    });
    const line = { companyId: site.companyA, parentRecordId: record.id };
    await insertTransactionLines(t.db, site.siteKey, [
      { ...line, objectId: frame, type: 21, value: 4, siteDay: '2026-03-02' },
      { ...line, objectId: frame, type: 22, value: 4, siteDay: '2026-03-09' },
      { ...line, objectId: plank, type: 21, value: 10, siteDay: '2026-03-05' },
    ]);
    const range = { from: '2026-03-01', to: '2026-03-31' };
    const screen = await c.admin.rpc.inventoryRental.list({ ...range, recordId: record.id });
    const unitDays = (objectTitle: string) =>
      screen.rows.find((r) => r.objectTitle === objectTitle)!.unitDays;

    const made = await c.admin.rpc.invoices.create({
      kind: 'rental',
      customerId,
      craftRecordId: record.id,
      ...range,
    });
    const invoice = await c.admin.rpc.invoices.get({ id: made.id });
    expect(invoice.craftRecordId).toBe(record.id);
    expect(invoice.lines).toMatchObject([
      { name: 'Frame 5ft', quantityMilli: unitDays('Frame 5ft') * 1000, unitPriceCents: 150 },
      { name: 'Plank 8ft', quantityMilli: unitDays('Plank 8ft') * 1000, unitPriceCents: 0 },
    ]);
    expect(invoice.subtotalCents).toBe(unitDays('Frame 5ft') * 150);

    await expect(
      c.admin.rpc.invoices.create({
        kind: 'rental',
        customerId,
        craftRecordId: record.id,
        from: '2025-01-01',
        to: '2025-01-31',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVOICE_MESSAGES.noRentalDays });
  });

  it("keeps another site's invoices and customers out of reach", async () => {
    const { id } = await blank();
    await expect(c.otherAdmin.rpc.invoices.get({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.otherAdmin.rpc.invoices.void({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(blank(cust.elsewhere)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(c.foreman.rpc.invoices.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the invoice PDF route', () => {
  let invoice: { id: string; number: string };
  beforeAll(async () => {
    const draft = await blank();
    await c.admin.rpc.invoices.save(saveInput(draft.id));
    invoice = { id: draft.id, number: await numberOf(draft.id) };
  });

  it('gives a money user of the site the PDF with the number, customer and total', async () => {
    const response = await c.plant.fetch(`/api/billing/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${invoice.number}\\.pdf"`),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const file = path.join(tmpdir(), `${randomUUID()}.pdf`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = await pdfText(file);
    const { totalCents } = await c.admin.rpc.invoices.get({ id: invoice.id });
    expect(text).toContain(invoice.number);
    expect(text).toContain('Acme Builders');
    expect(text).toContain(formatMoney(totalCents));
    // Printed, not only text: the first page rendered to PNG carries ink.
    const png = PNG.sync.read(await readFile(await pdfPageToPng(file, 1)));
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! < 128) dark++;
    expect(dark).toBeGreaterThan(2000);
  });

  it('refuses the signed out, users without money, and another site', async () => {
    const url = `/api/billing/invoices/${invoice.id}/pdf`;
    expect((await t.client().fetch(url)).status).toBe(401);
    expect((await c.foreman.fetch(url)).status).toBe(403);
    expect((await c.otherAdmin.fetch(url)).status).toBe(404);
    expect((await c.admin.fetch(`/api/billing/invoices/${randomUUID()}/pdf`)).status).toBe(404);
  });
});

describe("the site's managing company", () => {
  it('lets its users see and print the invoices', async () => {
    const { id } = await blank();
    await t.db
      .update(sites)
      .set({ managingCompanyId: site.companyA })
      .where(eq(sites.siteKey, site.siteKey));
    expect((await c.foreman.rpc.invoices.get({ id })).id).toBe(id);
    expect((await c.foreman.fetch(`/api/billing/invoices/${id}/pdf`)).status).toBe(200);
  });
});
