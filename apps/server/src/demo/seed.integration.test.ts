import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { ZSiteCustomizations } from '@craftwork/domain/site/site';
import {
  craftDetailFields,
  isAwaitingEstimateEnabled,
  taskSpecificDetailFields,
} from '@craftwork/domain/site/customizations';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { documentTotals } from '@craftwork/domain/billing/money';
import { isOverdue } from '@craftwork/domain/billing/overdue';
import { billingSettingsOf } from '@craftwork/domain/billing/settings';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import {
  assets,
  billedTasks,
  craftRecords,
  customers,
  documentCounters,
  estimateLines,
  estimates,
  invoices,
  pricebookItems,
  sites,
  tasks,
} from '../db/schema.ts';
import { DEMO_SITE_KEY, OTHER_DEMO_SITE_KEY, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const customizationsOf = async (siteKey: string) => {
  const site = await t.db.query.sites.findFirst({ where: eq(sites.siteKey, siteKey) });
  return ZSiteCustomizations.parse(site?.customizations);
};

describe('the demo site', () => {
  it('shows scaffold craft details in their configured order', async () => {
    const c = await customizationsOf(DEMO_SITE_KEY);
    expect(craftDetailFields(c, CRAFT_TYPE.SCAFFOLDING).map((f) => f.title)).toEqual([
      'Tag Number',
      'Work Order',
      'Job ID',
      'PO & Release #',
      'Leg Feet',
    ]);
  });

  it('takes scaffold installations and modifications through estimates', async () => {
    const c = await customizationsOf(DEMO_SITE_KEY);
    const S = CRAFT_TYPE.SCAFFOLDING;
    expect(isAwaitingEstimateEnabled(c, S, TASK_TYPE.INSTALLATION)).toBe(true);
    expect(isAwaitingEstimateEnabled(c, S, TASK_TYPE.MODIFICATION)).toBe(true);
    expect(isAwaitingEstimateEnabled(c, S, TASK_TYPE.REMOVAL)).toBe(false);
  });

  it('asks a scaffold inspection only its witnesses as details: its findings are the inspection report', async () => {
    const c = await customizationsOf(DEMO_SITE_KEY);
    const fields = taskSpecificDetailFields(c, CRAFT_TYPE.SCAFFOLDING, TASK_TYPE.INSPECTION);
    expect(fields.map((f) => [f.title, f.type, f.required ?? false])).toEqual([
      ['Witnesses', 'multiple-uid', false],
    ]);
    const done = await t.db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.siteKey, DEMO_SITE_KEY),
          eq(tasks.craftType, CRAFT_TYPE.SCAFFOLDING),
          eq(tasks.taskType, TASK_TYPE.INSPECTION),
          eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        ),
      );
    expect(done.length).toBeGreaterThan(0);
    for (const task of done) {
      expect(task.taskSpecificDetails).not.toHaveProperty('inspectedBy');
      expect(task.taskSpecificDetails).not.toHaveProperty('inspectionResult');
    }
  });

  it('has assets to name on its records; the second site has none', async () => {
    const names = (siteKey: string) =>
      t.db.select({ id: assets.customId }).from(assets).where(eq(assets.siteKey, siteKey));
    expect((await names(DEMO_SITE_KEY)).map((a) => a.id).sort()).toEqual([
      'E-101',
      'P-22',
      'T-4',
      'TK-7',
    ]);
    expect(await names(OTHER_DEMO_SITE_KEY)).toEqual([]);
  });

  it('records whether the material of completed scaffold removals still needs picking up', async () => {
    const removals = await t.db
      .select({ materialPickup: tasks.materialPickup })
      .from(tasks)
      .where(
        and(
          eq(tasks.craftType, CRAFT_TYPE.SCAFFOLDING),
          eq(tasks.taskType, TASK_TYPE.REMOVAL),
          eq(tasks.taskStatus, TASK_STATUS.COMPLETE),
        ),
      );
    expect(removals.length).toBeGreaterThan(0);
    for (const r of removals) expect(['pickup', 'returned']).toContain(r.materialPickup);
  });
});

describe('the demo money', () => {
  it('bills at 8.25 % net 30, with customers, a price book, and documents in every status', async () => {
    const site = await t.db.query.sites.findFirst({ where: eq(sites.siteKey, DEMO_SITE_KEY) });
    expect(billingSettingsOf(site?.customizations)).toMatchObject({ taxRateBp: 825, netDays: 30 });
    expect(
      await t.db.select().from(customers).where(eq(customers.siteKey, DEMO_SITE_KEY)),
    ).toHaveLength(6);
    expect(
      await t.db.select().from(pricebookItems).where(eq(pricebookItems.siteKey, DEMO_SITE_KEY)),
    ).toHaveLength(12);
    const est = await t.db.select().from(estimates).where(eq(estimates.siteKey, DEMO_SITE_KEY));
    expect(new Set(est.map((e) => e.status))).toEqual(
      new Set(['draft', 'sent', 'approved', 'rejected']),
    );
    const inv = await t.db.select().from(invoices).where(eq(invoices.siteKey, DEMO_SITE_KEY));
    const today = new Date().toISOString().slice(0, 10);
    expect(new Set(inv.map((i) => i.status))).toEqual(new Set(['draft', 'sent', 'paid', 'void']));
    expect(inv.some((i) => isOverdue(i, today))).toBe(true);
    expect(inv.some((i) => i.status === 'sent' && !isOverdue(i, today))).toBe(true);
    // Numbers 1…n and the counters at n: the next document continues without a gap.
    expect(est.map((e) => e.number).sort((a, b) => a - b)).toEqual(est.map((_, i) => i + 1));
    const counters = await t.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.siteKey, DEMO_SITE_KEY));
    expect(Object.fromEntries(counters.map((c) => [c.kind, c.last]))).toEqual({
      estimate: est.length,
      invoice: inv.length,
    });
    // Totals are the domain's totals of the stored lines.
    for (const e of est) {
      const lines = await t.db
        .select()
        .from(estimateLines)
        .where(eq(estimateLines.estimateId, e.id));
      expect(documentTotals(lines, e.taxRateBp, e.taxExempt)).toEqual({
        subtotalCents: e.subtotalCents,
        taxCents: e.taxCents,
        totalCents: e.totalCents,
      });
    }
    const billed = await t.db
      .select()
      .from(billedTasks)
      .where(eq(billedTasks.siteKey, DEMO_SITE_KEY));
    expect(billed.length).toBeGreaterThan(0);
    const voided = inv.filter((i) => i.status === 'void').map((i) => i.id);
    expect(billed.every((b) => !voided.includes(b.invoiceId))).toBe(true);
  });

  it('shows a customer-classified second site whose records are Jobs of its customers', async () => {
    const c = await customizationsOf(OTHER_DEMO_SITE_KEY);
    expect(isCustomerSite(c)).toBe(true);
    const records = await t.db
      .select({ customerId: craftRecords.customerId })
      .from(craftRecords)
      .where(eq(craftRecords.siteKey, OTHER_DEMO_SITE_KEY));
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.customerId !== null)).toBe(true);
  });
});
