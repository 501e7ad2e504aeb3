import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { companies, tasks } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { outcomeOf } from './router-paths.ts';

/**
 * Issue 10 #1: non-plant users may give work only to their own company, in every procedure that
 * sets a company (tasks.create, tasks.edit, tasks.setStatus's next task). Company B supports
 * the craft too, so the only thing that can refuse is the company rule.
 */
let t: TestApp;
let site: SiteFixture;
const clients = {} as Record<'contractorA' | 'foreman' | 'plant', TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ASSIGN');
  await t.db
    .update(companies)
    .set({ craftTypes: [10, 30] })
    .where(eq(companies.id, site.companyB));
  for (const role of ['contractorA', 'foreman', 'plant'] as const) {
    clients[role] = await t.signIn(site.users[role].email, PASSWORD);
  }
});
afterAll(() => t.close());

/** A scaffold Installation of company A, In Progress, created by the user who acts on it. */
async function installationInProgress(createdBy: string) {
  const record = await addCraftRecord(t.db, site, { createdBy }, [
    { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: TASK_TYPE.INSTALLATION, createdBy },
  ]);
  return { recordId: record.id, taskId: record.taskIds[0]! };
}

async function assignedCompanyOf(taskId: string) {
  const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
  return { company: row?.assignedCompanyId, status: row?.taskStatus };
}

async function tasksOnRecord(recordId: string) {
  return t.db.select().from(tasks).where(eq(tasks.craftRecordId, recordId));
}

const FORBIDDEN = { code: 'FORBIDDEN', message: 'User does not have necessary permissions.' };

describe.each(['contractorA', 'foreman'] as const)('a company user (%s)', (role) => {
  it('may not create a task for another company', async () => {
    const outcome = await outcomeOf(clients[role].rpc, 'tasks.create', {
      craftType: 10,
      taskType: TASK_TYPE.INSTALLATION,
      newRecord: { title: `Rack of ${role}` },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyB,
    });
    expect(outcome).toEqual(FORBIDDEN);
  });

  it('may not move a task to another company with Edit Task', async () => {
    const { taskId } = await installationInProgress(site.users[role].id);
    const outcome = await outcomeOf(clients[role].rpc, 'tasks.edit', {
      taskId,
      assignedCompanyId: site.companyB,
    });
    expect(outcome).toEqual(FORBIDDEN);
    expect((await assignedCompanyOf(taskId)).company).toBe(site.companyA);
  });

  it('may not give the next task to another company, and nothing of the completion is kept', async () => {
    const { recordId, taskId } = await installationInProgress(site.users[role].id);
    const outcome = await outcomeOf(clients[role].rpc, 'tasks.setStatus', {
      taskId,
      status: TASK_STATUS.COMPLETE,
      nextTask: { create: true, assignedCompanyId: site.companyB },
    });
    expect(outcome).toEqual(FORBIDDEN);
    expect(await assignedCompanyOf(taskId)).toEqual({
      company: site.companyA,
      status: TASK_STATUS.IN_PROGRESS,
    });
    expect(await tasksOnRecord(recordId)).toHaveLength(1);
  });

  it('may give the next task to its own company', async () => {
    const { recordId, taskId } = await installationInProgress(site.users[role].id);
    const result = await clients[role].rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      nextTask: { create: true, assignedCompanyId: site.companyA },
    });
    expect(result.nextTaskId).toBeTruthy();
    const next = (await tasksOnRecord(recordId)).find((r) => r.id === result.nextTaskId);
    expect(next?.assignedCompanyId).toBe(site.companyA);
  });
});

describe('plant personnel', () => {
  it('move a task to another company with Edit Task', async () => {
    const { taskId } = await installationInProgress(site.users.plant.id);
    await clients.plant.rpc.tasks.edit({ taskId, assignedCompanyId: site.companyB });
    expect((await assignedCompanyOf(taskId)).company).toBe(site.companyB);
  });

  it('give the next task to another company', async () => {
    const { recordId, taskId } = await installationInProgress(site.users.plant.id);
    const result = await clients.plant.rpc.tasks.setStatus({
      taskId,
      status: TASK_STATUS.COMPLETE,
      nextTask: { create: true, assignedCompanyId: site.companyB },
    });
    const next = (await tasksOnRecord(recordId)).find((r) => r.id === result.nextTaskId);
    expect(next?.assignedCompanyId).toBe(site.companyB);
  });
});
