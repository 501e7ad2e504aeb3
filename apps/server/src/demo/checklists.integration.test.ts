import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_PASSWORD, DEMO_SITE_KEY, seedDemo } from './seed.ts';

const NOW = new Date('2026-11-24T18:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, NOW, { kpiHistory: false });
});
afterAll(() => t.close());

describe('the demo site checklists', () => {
  it('gives the admin the operator round and the scaffold form to manage', async () => {
    const admin = await t.signIn('admin@craftwork.demo', DEMO_PASSWORD);
    const { rows, canManage } = await admin.rpc.checklists.list();
    expect(canManage).toBe(true);
    expect(rows.map((r) => [r.name, r.taskTypes])).toEqual([
      ['Operator round - Unit 2', [110]],
      ['Scaffold inspection form', []],
    ]);
  });

  it('shows a walked round with a failed item a corrective task can be made for', async () => {
    const [round] = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.siteKey, DEMO_SITE_KEY), eq(tasks.taskType, 110)));
    const plant = await t.signIn('plant@craftwork.demo', DEMO_PASSWORD);
    const { answers } = await plant.rpc.checklists.forTask({ taskId: round!.id });
    expect(answers?.failedItemIds).toEqual(['pump']);
    const contractor = await t.signIn('contractor.a@craftwork.demo', DEMO_PASSWORD);
    expect((await contractor.rpc.checklists.list()).canManage).toBe(false);
  });
});
