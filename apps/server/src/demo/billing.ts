import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { documentTotals, lineAmount } from '@craftwork/domain/billing/money';
import { addDays, dueDateFor } from '@craftwork/domain/billing/overdue';
import { DEFAULT_ESTIMATE_TERMS, type TBillingSettings } from '@craftwork/domain/billing/settings';
import type { DbOrTx } from '../db/client.ts';
import {
  billedTasks,
  craftRecords,
  customerLocations,
  customers,
  documentCounters,
  estimateLines,
  estimates,
  invoiceLines,
  invoicePayments,
  invoices,
  pricebookItems,
  sites,
  tasks,
} from '../db/schema.ts';
import { DEMO_CUSTOMERS, DEMO_ITEMS } from './billing-customers.ts';
import { DEMO_ESTIMATES, DEMO_INVOICES, type TDemoLine } from './billing-documents.ts';

/** The demo's billing settings: Texas sales tax, net 30, short terms. */
export const DEMO_BILLING: TBillingSettings = {
  taxRateBp: 825,
  netDays: 30,
  estimateTerms: DEFAULT_ESTIMATE_TERMS,
  remitAddress: '4200 Refinery Rd, Suite 100\nPasadena, TX 77506',
  paymentDetails:
    'ACH: First Gulf Bank, routing 111000025, account ending 4417\nChecks payable to the managing company',
};

type TLineValues = {
  id: string;
  position: number;
  pricebookItemId: string | null;
  name: string;
  description: string;
  unit: string;
  quantityMilli: number;
  unitPriceCents: number;
  discountCents: number;
  taxable: boolean;
  amountCents: number;
};

function day(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function daysAgo(now: Date, n: number): Date {
  return new Date(now.getTime() - n * 86_400_000);
}

/**
 * The demo's money: billing settings, customers with their locations near the site, a price
 * book across the crafts, estimates in every status, invoices draft, sent, overdue, paid and
 * void (some billing completed tasks), numbered through the site's counters as the app would.
 * With `jobs`, the site's records and tasks are spread over the customers as Jobs (the
 * customer-classified demo site).
 */
export async function seedDemoBilling(
  tx: DbOrTx,
  { siteKey, now, jobs = false }: { siteKey: string; now: Date; jobs?: boolean },
) {
  const [site] = await tx
    .select({ latitude: sites.latitude, longitude: sites.longitude })
    .from(sites)
    .where(eq(sites.siteKey, siteKey));
  const centre = { lat: site?.latitude ?? 29.7355, lng: site?.longitude ?? -95.2127 };
  await tx
    .update(sites)
    .set({
      customizations: sql`(case when jsonb_typeof(${sites.customizations}) = 'object' then ${sites.customizations} else '{}'::jsonb end) || ${JSON.stringify({ billing: DEMO_BILLING })}::jsonb`,
    })
    .where(eq(sites.siteKey, siteKey));

  // Customers and their locations, a few hundred metres apart around the site.
  const customerRows = DEMO_CUSTOMERS.map((c) => ({ ...c, id: randomUUID() }));
  await tx.insert(customers).values(
    customerRows.map((c) => ({
      id: c.id,
      siteKey,
      name: c.name,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      type: c.type,
      tags: c.tags,
      isTaxExempt: c.isTaxExempt ?? false,
      timestampCreated: daysAgo(now, 90),
      timestampLastModified: daysAgo(now, 90),
    })),
  );
  const locationRows = customerRows.flatMap((c, i) =>
    c.addresses.map((fullAddress, j) => ({
      id: randomUUID(),
      siteKey,
      customerId: c.id,
      fullAddress,
      city: fullAddress.split(', ')[1] ?? '',
      state: 'TX',
      zipCode: fullAddress.slice(-5),
      latitude: centre.lat + ((i % 3) - 1) * 0.006 + j * 0.002,
      longitude: centre.lng + (Math.floor(i / 3) - 0.5) * 0.008 + j * 0.002,
      type: c.type,
    })),
  );
  await tx.insert(customerLocations).values(locationRows);
  const firstLocation = (customer: number) =>
    locationRows.find((l) => l.customerId === customerRows[customer]?.id) ?? null;

  const itemRows = DEMO_ITEMS.map((item) => ({
    id: randomUUID(),
    siteKey,
    name: item.name,
    description: item.description ?? '',
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    craftType: item.craftType,
    taxable: item.taxable ?? true,
    timestampCreated: daysAgo(now, 120),
    timestampLastModified: daysAgo(now, 120),
  }));
  await tx.insert(pricebookItems).values(itemRows);

  const linesOf = (lines: TDemoLine[], from = 0): TLineValues[] =>
    lines.map((line, i) => {
      const item = itemRows[line.item];
      if (!item) throw new Error(`the demo price book has no item ${line.item}`);
      const values = {
        quantityMilli: line.quantityMilli,
        unitPriceCents: item.unitPriceCents,
        discountCents: line.discountCents ?? 0,
      };
      return {
        id: randomUUID(),
        position: from + i,
        pricebookItemId: item.id,
        name: item.name,
        description: item.description,
        unit: item.unit,
        ...values,
        taxable: item.taxable,
        amountCents: lineAmount(values),
      };
    });

  // Estimates, numbered EST-0001… in the order they were written.
  const estimateRows = DEMO_ESTIMATES.map((e, i) => {
    const customer = customerRows[e.customer];
    if (!customer) throw new Error(`the demo has no customer ${e.customer}`);
    const lines = linesOf(e.lines);
    const taxExempt = customer.isTaxExempt ?? false;
    const created = daysAgo(now, e.daysAgo);
    const sent = e.status !== 'draft';
    const answered = e.status === 'approved' || e.status === 'rejected';
    return {
      spec: e,
      lines,
      row: {
        id: randomUUID(),
        siteKey,
        number: i + 1,
        customerId: customer.id,
        customerLocationId: firstLocation(e.customer)?.id ?? null,
        status: e.status,
        title: e.title,
        terms: DEMO_BILLING.estimateTerms,
        craftType: e.craftType,
        taxRateBp: DEMO_BILLING.taxRateBp,
        taxExempt,
        ...documentTotals(lines, DEMO_BILLING.taxRateBp, taxExempt),
        sentAt: sent ? new Date(created.getTime() + 3_600_000) : null,
        sentTo: sent ? customer.email : null,
        answeredAt: answered ? new Date(created.getTime() + 2 * 86_400_000) : null,
        approvedByName:
          e.status === 'approved' ? `${customer.firstName} ${customer.lastName}` : null,
        changeComment: e.changeComment ?? null,
        timestampCreated: created,
        timestampLastModified: created,
      },
    };
  });
  await tx.insert(estimates).values(estimateRows.map((e) => e.row));
  await tx
    .insert(estimateLines)
    .values(estimateRows.flatMap((e) => e.lines.map((l) => ({ ...l, estimateId: e.row.id }))));

  // Completed tasks to bill, oldest first, each billed at most once.
  const completed = await tx
    .select({ id: tasks.id, title: tasks.title, craftRecordId: tasks.craftRecordId })
    .from(tasks)
    .where(and(eq(tasks.siteKey, siteKey), eq(tasks.taskStatus, TASK_STATUS.COMPLETE)))
    .orderBy(tasks.timestampTaskCompleted, tasks.id)
    .limit(8);
  let nextTask = 0;

  const today = day(now);
  const invoiceRows = DEMO_INVOICES.map((inv, i) => {
    const customer = customerRows[inv.customer];
    if (!customer) throw new Error(`the demo has no customer ${inv.customer}`);
    const fromEstimate = inv.estimate === undefined ? undefined : estimateRows[inv.estimate];
    const billed = completed.slice(nextTask, nextTask + (inv.tasks ?? 0));
    nextTask += billed.length;
    const taskLines: (TLineValues & { taskId: string | null })[] = billed.map((task, j) => {
      const values = { quantityMilli: 4000, unitPriceCents: 6500, discountCents: 0 };
      return {
        id: randomUUID(),
        position: j,
        pricebookItemId: null,
        name: task.title,
        description: 'Completed task',
        unit: 'hr',
        ...values,
        taxable: false,
        amountCents: lineAmount(values),
        taskId: task.id,
      };
    });
    const copied = (fromEstimate?.lines ?? []).map((l) => ({ ...l, id: randomUUID() }));
    const lines = [
      ...taskLines,
      ...copied.map((l) => ({ ...l, taskId: null })),
      ...linesOf(inv.lines, taskLines.length + copied.length).map((l) => ({ ...l, taskId: null })),
    ];
    const taxExempt = customer.isTaxExempt ?? false;
    const issueDate = addDays(today, -inv.issuedDaysAgo);
    const issued = daysAgo(now, inv.issuedDaysAgo);
    const totals = documentTotals(lines, DEMO_BILLING.taxRateBp, taxExempt);
    const sent = inv.status !== 'draft';
    return {
      spec: inv,
      billed,
      lines,
      row: {
        id: randomUUID(),
        siteKey,
        number: i + 1,
        customerId: customer.id,
        customerLocationId:
          fromEstimate?.row.customerLocationId ?? firstLocation(inv.customer)?.id ?? null,
        estimateId: fromEstimate?.row.id ?? null,
        status: inv.status,
        issueDate,
        netDays: DEMO_BILLING.netDays,
        dueDate: dueDateFor(issueDate, DEMO_BILLING.netDays),
        taxRateBp: DEMO_BILLING.taxRateBp,
        taxExempt,
        ...totals,
        sentAt: sent ? issued : null,
        sentTo: sent ? customer.email : null,
        paidCents: inv.status === 'paid' ? totals.totalCents : 0,
        paidDate: inv.status === 'paid' ? addDays(issueDate, 21) : null,
        voidedAt: inv.status === 'void' ? daysAgo(now, inv.issuedDaysAgo - 2) : null,
        timestampCreated: issued,
        timestampLastModified: issued,
      },
    };
  });
  await tx.insert(invoices).values(invoiceRows.map((i) => i.row));
  await tx
    .insert(invoiceLines)
    .values(invoiceRows.flatMap((i) => i.lines.map((l) => ({ ...l, invoiceId: i.row.id }))));
  // A paid invoice was paid by one check (its payment holds what was received).
  const paymentRows = invoiceRows
    .filter((i) => i.row.status === 'paid' && i.row.paidDate)
    .map((i) => ({
      id: randomUUID(),
      siteKey,
      invoiceId: i.row.id,
      paidDate: i.row.paidDate ?? i.row.issueDate,
      amountCents: i.row.paidCents,
      method: 'check' as const,
      reference: 'Check 10482',
      recordedAt: i.row.timestampLastModified,
    }));
  if (paymentRows.length) await tx.insert(invoicePayments).values(paymentRows);
  // A void invoice bills nothing: its tasks may be billed again.
  const billedRows = invoiceRows
    .filter((i) => i.row.status !== 'void')
    .flatMap((i) => i.billed.map((task) => ({ taskId: task.id, siteKey, invoiceId: i.row.id })));
  if (billedRows.length) await tx.insert(billedTasks).values(billedRows);
  // The billed tasks (and their records) were the invoice customer's work.
  for (const inv of invoiceRows) {
    if (!inv.billed.length) continue;
    const customer = {
      customerId: inv.row.customerId,
      customerLocationId: inv.row.customerLocationId,
    };
    await tx
      .update(tasks)
      .set(customer)
      .where(
        inArray(
          tasks.id,
          inv.billed.map((t) => t.id),
        ),
      );
    await tx
      .update(craftRecords)
      .set(customer)
      .where(
        inArray(
          craftRecords.id,
          inv.billed.map((t) => t.craftRecordId),
        ),
      );
  }
  // An approved estimate the wizard already made a task of (the rest wait for Create Job).
  const converted = estimateRows.find((e) => e.row.status === 'approved');
  const taskForEstimate = completed[nextTask];
  if (converted && taskForEstimate) {
    await tx
      .update(estimates)
      .set({ taskId: taskForEstimate.id, craftRecordId: taskForEstimate.craftRecordId })
      .where(eq(estimates.id, converted.row.id));
    const customer = {
      customerId: converted.row.customerId,
      customerLocationId: converted.row.customerLocationId,
    };
    await tx.update(tasks).set(customer).where(eq(tasks.id, taskForEstimate.id));
    await tx
      .update(craftRecords)
      .set(customer)
      .where(eq(craftRecords.id, taskForEstimate.craftRecordId));
  }

  if (jobs) await spreadJobsOverCustomers(tx, siteKey, locationRows);

  // The counters stand at the last numbers given, so the next document continues from there.
  await tx
    .insert(documentCounters)
    .values([
      { siteKey, kind: 'estimate', last: estimateRows.length },
      { siteKey, kind: 'invoice', last: invoiceRows.length },
    ])
    .onConflictDoUpdate({
      target: [documentCounters.siteKey, documentCounters.kind],
      set: { last: sql`greatest(${documentCounters.last}, excluded.last)` },
    });

  return {
    customers: customerRows.length,
    locations: locationRows.length,
    items: itemRows.length,
    estimates: estimateRows.length,
    invoices: invoiceRows.length,
    billedTasks: billedRows.length,
  };
}

/** Each record without a customer (and its tasks) becomes a Job of one of the customers. */
async function spreadJobsOverCustomers(
  tx: DbOrTx,
  siteKey: string,
  locationRows: { id: string; customerId: string }[],
) {
  const records = await tx
    .select({ id: craftRecords.id, customerId: craftRecords.customerId })
    .from(craftRecords)
    .where(eq(craftRecords.siteKey, siteKey))
    .orderBy(craftRecords.id);
  let i = 0;
  for (const record of records) {
    if (record.customerId) continue;
    const location = locationRows[i++ % locationRows.length];
    if (!location) return;
    const customer = { customerId: location.customerId, customerLocationId: location.id };
    await tx.update(craftRecords).set(customer).where(eq(craftRecords.id, record.id));
    await tx.update(tasks).set(customer).where(eq(tasks.craftRecordId, record.id));
  }
}
