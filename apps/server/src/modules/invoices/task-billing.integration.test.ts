import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@craftwork/domain/billing/invoices';
import type { TLineInput } from '@craftwork/domain/billing/lines';
import { TASK_TYPE, taskTypeName } from '@craftwork/domain/catalogues/task-types';
import { eq } from 'drizzle-orm';
import { customers, estimateLines, estimates, pricebookItems } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let admin: TestClient;
let estimateNumber = 500;

const COMPLETED = { taskStatus: 90, timestampTaskCompleted: new Date() };

async function addCustomer(name: string) {
  const id = randomUUID();
  await t.db.insert(customers).values({ id, siteKey: site.siteKey, name, email: 'ap@c.test' });
  return id;
}

/** An approved estimate of these lines, linked to a task when one is given. */
async function approvedEstimate(customerId: string, lines: TLineInput[], taskId: string | null) {
  const id = randomUUID();
  estimateNumber += 1;
  await t.db.insert(estimates).values({
    id,
    siteKey: site.siteKey,
    number: estimateNumber,
    customerId,
    status: 'approved',
    taskId,
  });
  await t.db.insert(estimateLines).values(
    lines.map((l, position) => ({
      discountCents: 0,
      taxable: true,
      ...l,
      id: randomUUID(),
      estimateId: id,
      position,
      amountCents: 0,
    })),
  );
  return id;
}

const LINES: TLineInput[] = [
  { name: 'Erect scaffold', unit: 'each', quantityMilli: 1000, unitPriceCents: 240_000 },
  { name: 'Labor', unit: 'hour', quantityMilli: 7500, unitPriceCents: 8_500, taxable: false },
];

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'TASKBILL');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
});
afterAll(() => t.close());

describe('billing a task made from an estimate', () => {
  it('counts the task as billed by the invoice of its estimate, and refuses another line for it', async () => {
    const customerId = await addCustomer('Estimate Owner');
    const record = await addCraftRecord(t.db, site, { customerId }, [COMPLETED]);
    const taskId = record.taskIds[0]!;
    const estimateId = await approvedEstimate(customerId, LINES, taskId);
    const invoice = await admin.rpc.invoices.create({ kind: 'estimate', estimateId });

    expect(await admin.rpc.invoices.taskBilling({ taskId })).toEqual({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      status: 'draft',
    });
    expect(await admin.rpc.invoices.billableTasks({ customerId })).toEqual([]);
    await expect(
      admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [taskId] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.taskBilled(invoice.number),
    });

    // Voiding the estimate's invoice frees the task.
    await admin.rpc.invoices.void({ id: invoice.id });
    expect(await admin.rpc.invoices.taskBilling({ taskId })).toBeNull();
    expect((await admin.rpc.invoices.billableTasks({ customerId })).map((x) => x.id)).toEqual([
      taskId,
    ]);
  });

  it('counts a task linked after its estimate was invoiced as billed by that invoice', async () => {
    const customerId = await addCustomer('Late Link Owner');
    const record = await addCraftRecord(t.db, site, { customerId }, [COMPLETED]);
    const taskId = record.taskIds[0]!;
    const estimateId = await approvedEstimate(customerId, LINES, null);
    const invoice = await admin.rpc.invoices.create({ kind: 'estimate', estimateId });
    await admin.rpc.invoices.save({
      id: invoice.id,
      issueDate: '2026-01-05',
      netDays: 30,
      lines: LINES,
    });
    await admin.rpc.invoices.send({ id: invoice.id });
    await t.db.update(estimates).set({ taskId }).where(eq(estimates.id, estimateId));

    expect(await admin.rpc.invoices.taskBilling({ taskId })).toMatchObject({
      invoiceNumber: invoice.number,
      status: 'sent',
    });
    expect(await admin.rpc.invoices.billableTasks({ customerId })).toEqual([]);
    await expect(
      admin.rpc.invoices.create({ kind: 'tasks', customerId, taskIds: [taskId] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVOICE_MESSAGES.taskBilled(invoice.number),
    });
  });

  it("refuses an estimate's invoice while its task is billed on another", async () => {
    const customerId = await addCustomer('Task First Owner');
    const record = await addCraftRecord(t.db, site, { customerId }, [COMPLETED]);
    const taskId = record.taskIds[0]!;
    const byTask = await admin.rpc.invoices.create({
      kind: 'tasks',
      customerId,
      taskIds: [taskId],
    });
    const estimateId = await approvedEstimate(customerId, LINES, taskId);
    await expect(admin.rpc.invoices.create({ kind: 'estimate', estimateId })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
        message: INVOICE_MESSAGES.taskBilled(byTask.number),
      },
    );
  });
});

describe('pricing completed tasks', () => {
  it("carries a task's estimate lines and prices, and prices others by their task type's price book item", async () => {
    const customerId = await addCustomer('Priced Owner');
    const record = await addCraftRecord(t.db, site, { customerId, title: 'Boiler 2' }, [
      { ...COMPLETED, title: 'From estimate' },
      { ...COMPLETED, title: 'Removal work', taskType: TASK_TYPE.REMOVAL },
      { ...COMPLETED, title: 'Unpriced', taskType: TASK_TYPE.MODIFICATION },
    ]);
    const [fromEstimate, removal, unpriced] = record.taskIds as [string, string, string];
    // The estimate's task is an Installation: its estimate wins over the price book.
    await approvedEstimate(customerId, LINES, fromEstimate);
    const itemId = randomUUID();
    await t.db.insert(pricebookItems).values([
      {
        id: itemId,
        siteKey: site.siteKey,
        name: taskTypeName(TASK_TYPE.REMOVAL),
        unit: 'each',
        unitPriceCents: 95_000,
        taxable: false,
      },
      {
        id: randomUUID(),
        siteKey: site.siteKey,
        name: taskTypeName(TASK_TYPE.INSTALLATION),
        unit: 'each',
        unitPriceCents: 1,
      },
    ]);

    const made = await admin.rpc.invoices.create({
      kind: 'tasks',
      customerId,
      taskIds: [fromEstimate, removal, unpriced],
    });
    const invoice = await admin.rpc.invoices.get({ id: made.id });
    expect(
      invoice.lines.map((l) => [
        l.name,
        l.unit,
        l.quantityMilli,
        l.unitPriceCents,
        l.taxable,
        l.taskId,
      ]),
    ).toEqual([
      ...LINES.map((l) => [
        l.name,
        l.unit,
        l.quantityMilli,
        l.unitPriceCents,
        l.taxable ?? true,
        fromEstimate,
      ]),
      ['Removal work', 'each', 1000, 95_000, false, removal],
      ['Unpriced', '', 1000, 0, true, unpriced],
    ]);
    expect(invoice.lines[LINES.length]?.pricebookItemId).toBe(itemId);
    expect(invoice.subtotalCents).toBe(240_000 + 63_750 + 95_000);
  });
});
