import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { SCHEDULING_MESSAGES } from '@craftwork/domain/scheduling/move';
import { events, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let plant: TestClient;
let contractorA: TestClient;
let contractorB: TestClient;
let outsider: TestClient;

const S = TASK_STATUS;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);
/** A moment later today on the site's clock (a second from now: the same site day). */
const laterToday = () => new Date(Date.now() + 1000).toISOString();
const week = () => ({
  from: new Date(Date.now() - 3 * DAY).toISOString(),
  to: new Date(Date.now() + 4 * DAY).toISOString(),
});

async function addTask(spec: Partial<typeof tasks.$inferInsert> & { taskStatus: number }) {
  const created = await addCraftRecord(t.db, site, {}, [spec]);
  return created.taskIds[0]!;
}
async function readTask(id: string) {
  const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
  return row!;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'SCHED');
  other = await createSiteFixture(t.db, 'SCHEDOTHER');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
  contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
  contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
  outsider = await t.signIn(other.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

describe('scheduling.calendar', () => {
  it('answers the tasks scheduled in the range, scoped like the task lists, with the company rows', async () => {
    const inRange = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: inHours(30) });
    const outOfRange = await addTask({
      taskStatus: S.SCHEDULED,
      timestampScheduled: inHours(24 * 10),
    });
    const ofB = await addTask({
      taskStatus: S.SCHEDULED,
      timestampScheduled: inHours(30),
      assignedCompanyId: site.companyB,
    });
    const answer = await plant.rpc.scheduling.calendar(week());
    const ids = answer.tasks.map((task) => task.id);
    expect(ids).toEqual(expect.arrayContaining([inRange, ofB]));
    expect(ids).not.toContain(outOfRange);
    expect(answer.companies.map((c) => c.name)).toEqual(['Company A', 'Company B']);

    const forA = await contractorA.rpc.scheduling.calendar(week());
    expect(forA.tasks.map((task) => task.id)).toContain(inRange);
    expect(forA.tasks.map((task) => task.id)).not.toContain(ofB);
    expect(forA.companies.map((c) => c.name)).toEqual(['Company A']);

    const elsewhere = await outsider.rpc.scheduling.calendar(week());
    expect(elsewhere.tasks.map((task) => task.id)).not.toContain(inRange);
  });

  it('filters by company and status, and refuses a range over 62 days', async () => {
    const answer = await plant.rpc.scheduling.calendar({
      ...week(),
      companyIds: [site.companyB],
      statuses: [S.SCHEDULED],
    });
    expect(answer.tasks.length).toBeGreaterThan(0);
    expect(answer.tasks.every((task) => task.assignedCompanyId === site.companyB)).toBe(true);
    await expect(
      plant.rpc.scheduling.calendar({
        from: new Date().toISOString(),
        to: new Date(Date.now() + 63 * DAY).toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('scheduling.unscheduled', () => {
  it('lists Awaiting Schedule and open Next Opportunity tasks only', async () => {
    const awaitingSchedule = await addTask({
      taskStatus: S.AWAITING_SCHEDULE,
      timestampScheduled: null,
    });
    const nextOpportunity = await addTask({
      taskStatus: S.AWAITING,
      timestampScheduled: null,
      nextOpportunity: true,
    });
    const closed = await addTask({ taskStatus: S.COMPLETE, nextOpportunity: true });
    const scheduled = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: inHours(30) });
    const ids = (await plant.rpc.scheduling.unscheduled({})).tasks.map((task) => task.id);
    expect(ids).toEqual(expect.arrayContaining([awaitingSchedule, nextOpportunity]));
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(scheduled);
  });
});

describe('scheduling.moveTask', () => {
  it('makes an Awaiting task Scheduled on a later day, with the Schedule date changed event', async () => {
    const id = await addTask({ taskStatus: S.AWAITING, timestampScheduled: new Date() });
    const to = inHours(48);
    await plant.rpc.scheduling.moveTask({
      taskId: id,
      choice: 'date',
      scheduledAt: to.toISOString(),
    });
    const task = await readTask(id);
    expect(task.taskStatus).toBe(S.SCHEDULED);
    expect(task.timestampScheduled?.toISOString()).toBe(to.toISOString());
    expect(task.lastModifiedBy).toBe(site.users.plant.id);
    const written = await t.db.select().from(events).where(eq(events.taskId, id));
    expect(written.map((e) => e.eventType)).toEqual([EVENT_TYPE.SCHEDULE_DATE_CHANGED]);
  });

  it('makes a Scheduled task Awaiting for today, stamping its awaiting start', async () => {
    const id = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: inHours(48) });
    await plant.rpc.scheduling.moveTask({ taskId: id, choice: 'date', scheduledAt: laterToday() });
    const task = await readTask(id);
    expect(task.taskStatus).toBe(S.AWAITING);
    expect(task.timestampAwaitingStart).not.toBeNull();
  });

  it('schedules a task dropped from the side list and clears Next Opportunity', async () => {
    const id = await addTask({
      taskStatus: S.AWAITING,
      timestampScheduled: null,
      nextOpportunity: true,
    });
    await plant.rpc.scheduling.moveTask({
      taskId: id,
      choice: 'date',
      scheduledAt: inHours(50).toISOString(),
    });
    const task = await readTask(id);
    expect(task).toMatchObject({ taskStatus: S.SCHEDULED, nextOpportunity: false, urgent: false });
  });

  it('reassigns to the company of the row it is dropped on, with the Reassigned event', async () => {
    // Company B takes craft type 30 only in the fixture.
    const id = await addTask({
      taskStatus: S.SCHEDULED,
      timestampScheduled: inHours(30),
      craftType: 30,
    });
    await plant.rpc.scheduling.moveTask({
      taskId: id,
      choice: 'date',
      scheduledAt: inHours(54).toISOString(),
      companyId: site.companyB,
    });
    const task = await readTask(id);
    expect(task.assignedCompanyId).toBe(site.companyB);
    const written = await t.db.select().from(events).where(eq(events.taskId, id));
    expect(written.map((e) => e.eventType)).toEqual([
      EVENT_TYPE.SCHEDULE_DATE_CHANGED,
      EVENT_TYPE.REASSIGNED_COMPANY,
    ]);
  });

  it('refuses a company that does not take the craft', async () => {
    const id = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: inHours(30) });
    await expect(
      plant.rpc.scheduling.moveTask({
        taskId: id,
        choice: 'date',
        scheduledAt: inHours(54).toISOString(),
        companyId: site.companyB,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await readTask(id)).assignedCompanyId).toBe(site.companyA);
  });

  it('refuses a completed task and a past day, leaving the task as it was', async () => {
    const done = await addTask({ taskStatus: S.COMPLETE, timestampScheduled: inHours(-30) });
    await expect(
      plant.rpc.scheduling.moveTask({
        taskId: done,
        choice: 'date',
        scheduledAt: inHours(48).toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: SCHEDULING_MESSAGES.completed });
    const scheduledAt = inHours(30);
    const id = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: scheduledAt });
    await expect(
      plant.rpc.scheduling.moveTask({
        taskId: id,
        choice: 'date',
        scheduledAt: inHours(-48).toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: SCHEDULING_MESSAGES.pastDay });
    const task = await readTask(id);
    expect(task.taskStatus).toBe(S.SCHEDULED);
    expect(task.timestampScheduled?.toISOString()).toBe(scheduledAt.toISOString());
  });

  it('lets a company user move their own task but not give it to another company', async () => {
    const id = await addTask({ taskStatus: S.SCHEDULED, timestampScheduled: inHours(30) });
    await contractorA.rpc.scheduling.moveTask({
      taskId: id,
      choice: 'date',
      scheduledAt: inHours(60).toISOString(),
    });
    await expect(
      contractorA.rpc.scheduling.moveTask({
        taskId: id,
        choice: 'date',
        scheduledAt: inHours(60).toISOString(),
        companyId: site.companyB,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: SCHEDULING_MESSAGES.otherCompany });
    await expect(
      contractorB.rpc.scheduling.moveTask({ taskId: id, choice: 'urgent' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      outsider.rpc.scheduling.moveTask({ taskId: id, choice: 'urgent' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
