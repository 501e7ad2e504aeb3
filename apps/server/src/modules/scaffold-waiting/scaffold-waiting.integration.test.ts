import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { SCAFFOLD_BLOCK_REASON_TEXTS } from '@craftwork/domain/compliance/scaffold-state';
import { WAITING_TEXTS } from '@craftwork/domain/compliance/waiting';
import { resolveScope } from '../../access/scope.ts';
import { craftRecords, events, inspectionReports, mailOutbox, tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { countBlockedTasks } from './waiting.repository.ts';

let t: TestApp;
let site: SiteFixture;
let plant: TestClient;
let contractorA: TestClient;
let contractorB: TestClient;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'WAITING');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
  contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
  contractorB = await t.signIn(site.users.contractorB.email, PASSWORD);
});
afterAll(() => t.close());

/** A scaffold (not installed) with its Installation task In Progress for company A. */
async function scaffold(title = 'Scaffold pipe rack 4') {
  const record = await addCraftRecord(t.db, site, { title, createdBy: site.users.plant.id }, [
    { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: TASK_TYPE.INSTALLATION },
  ]);
  return { recordId: record.id, installationId: record.taskIds[0]! };
}

/** A painting task for company B on its own record, linked by plant personnel to the scaffold. */
async function paintingTask(
  scaffoldRecordId: string,
  task: Partial<typeof tasks.$inferInsert> = {},
) {
  const record = await addCraftRecord(
    t.db,
    site,
    { craftType: 30, createdBy: site.users.plant.id, authorizedCompanies: [site.companyB] },
    [
      {
        taskStatus: TASK_STATUS.AWAITING,
        taskType: TASK_TYPE.INSTALLATION,
        title: 'Paint pipe rack 4',
        assignedCompanyId: site.companyB,
        ...task,
      },
    ],
  );
  const taskId = record.taskIds[0]!;
  await plant.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId });
  return taskId;
}

const statusOf = async (taskId: string) =>
  (await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]!.taskStatus;

async function mailsTo(email: string, subject: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

describe('waiting for a scaffold', () => {
  it('refuses starting a waiting task with the reason, and shows it waiting', async () => {
    const s = await scaffold();
    const taskId = await paintingTask(s.recordId);
    const card = await contractorB.rpc.scaffoldWaiting.forTask({ taskId });
    expect(card).toMatchObject({
      scaffold: { id: s.recordId, title: 'Scaffold pipe rack 4', canOpen: false },
      reason: 'notInstalled',
      reasonText: SCAFFOLD_BLOCK_REASON_TEXTS.notInstalled,
      mayEdit: true,
    });
    await expect(
      contractorB.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: WAITING_TEXTS.refusal('notInstalled'),
    });
    expect(await statusOf(taskId)).toBe(TASK_STATUS.AWAITING);
  });

  it("completing the scaffold's Installation releases it: status per the schedule rule, an event, a mail to the company", async () => {
    const s = await scaffold('Scaffold tank 7');
    const today = await paintingTask(s.recordId, {
      taskStatus: TASK_STATUS.SCHEDULED,
      title: 'Paint tank 7 today',
      timestampScheduled: new Date(Date.now() - HOUR),
    });
    const later = await paintingTask(s.recordId, {
      taskStatus: TASK_STATUS.SCHEDULED,
      title: 'Paint tank 7 next week',
      timestampScheduled: new Date(Date.now() + 7 * 24 * HOUR),
    });
    await contractorA.rpc.tasks.setStatus({
      taskId: s.installationId,
      status: TASK_STATUS.COMPLETE,
      persistenceChoice: 'keep',
    });
    expect(await statusOf(today)).toBe(TASK_STATUS.AWAITING);
    expect(await statusOf(later)).toBe(TASK_STATUS.SCHEDULED);
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.taskId, today), eq(events.eventType, EVENT_TYPE.TASK_STATUS_UPDATED)));
    expect(event?.title).toContain('Scheduled → Awaiting');
    const mails = await mailsTo(site.users.contractorB.email, 'Scaffold ready: Paint tank 7 today');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/craft-record/`);
    // Only the assigned company's members: company A (the scaffolders) gets none.
    const toA = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, site.users.contractorA.email),
          eq(mailOutbox.subject, 'Scaffold ready: Paint tank 7 today'),
        ),
      );
    expect(toA).toEqual([]);
    expect((await contractorB.rpc.scaffoldWaiting.forTask({ taskId: today })).reason).toBeNull();
    await contractorB.rpc.tasks.setStatus({ taskId: today, status: TASK_STATUS.IN_PROGRESS });
    expect(await statusOf(today)).toBe(TASK_STATUS.IN_PROGRESS);
  });

  it('blocks again while the scaffold is on hold or failed its inspection, not when only overdue', async () => {
    const s = await scaffold('Scaffold boiler 2');
    const taskId = await paintingTask(s.recordId);
    await contractorA.rpc.tasks.setStatus({
      taskId: s.installationId,
      status: TASK_STATUS.COMPLETE,
      persistenceChoice: 'keep',
    });
    const [record] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, s.recordId));
    await t.db
      .update(craftRecords)
      .set({ craftDetails: { ...record!.craftDetails, timestampOnHold: new Date().toISOString() } })
      .where(eq(craftRecords.id, s.recordId));
    await expect(
      contractorB.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS }),
    ).rejects.toMatchObject({ message: WAITING_TEXTS.refusal('onHold') });
    await t.db
      .update(craftRecords)
      .set({ craftDetails: record!.craftDetails })
      .where(eq(craftRecords.id, s.recordId));
    const inspectionId = randomUUID();
    await t.db.insert(tasks).values({
      id: inspectionId,
      siteKey: site.siteKey,
      craftRecordId: s.recordId,
      title: 'Inspection',
      taskType: TASK_TYPE.INSPECTION,
      craftType: 10,
      taskStatus: TASK_STATUS.COMPLETE,
      timestampTaskCompleted: new Date(),
    });
    await t.db.insert(inspectionReports).values({
      taskId: inspectionId,
      siteKey: site.siteKey,
      craftRecordId: s.recordId,
      result: 'unsafe',
      inspectorName: 'Inspector',
      inspectedAt: new Date(),
    });
    await expect(
      contractorB.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS }),
    ).rejects.toMatchObject({ message: WAITING_TEXTS.refusal('failedInspection') });
    // A later safe inspection older than the interval: overdue, which does not hold it back.
    await t.db
      .update(inspectionReports)
      .set({ result: 'safe' })
      .where(eq(inspectionReports.taskId, inspectionId));
    await t.db
      .update(tasks)
      .set({ timestampTaskCompleted: new Date(Date.now() - 30 * 24 * HOUR) })
      .where(eq(tasks.id, inspectionId));
    await contractorB.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS });
  });

  it('counts the blocked tasks as the Waiting list lists them, per scope', async () => {
    const s = await scaffold('Scaffold column 9');
    await paintingTask(s.recordId, { title: 'Paint column 9' });
    const listed = await plant.rpc.scaffoldWaiting.list();
    expect(listed.some((r) => r.title === 'Paint column 9' && r.reason === 'notInstalled')).toBe(
      true,
    );
    for (const [user, client] of [
      [site.users.plant, plant],
      [site.users.contractorA, contractorA],
      [site.users.contractorB, contractorB],
    ] as const) {
      const scope = await resolveScope(t.db, user.id);
      if (scope.kind !== 'approved') throw new Error('not approved');
      const rows = await client.rpc.scaffoldWaiting.list();
      expect(await countBlockedTasks(t.db, scope.scope, new Date())).toBe(rows.length);
    }
    // Company A sees none of company B's painting tasks.
    expect(await contractorA.rpc.scaffoldWaiting.list()).toEqual([]);
  });
});

describe('linking a task to the scaffold it needs', () => {
  it('offers open scaffolds, not the task record, and refuses a record of another craft', async () => {
    const s = await scaffold('Scaffold heater 1');
    const record = await addCraftRecord(t.db, site, { title: 'Scaffold heater 1 own' }, [
      { taskStatus: TASK_STATUS.AWAITING, taskType: TASK_TYPE.MODIFICATION },
    ]);
    const taskId = record.taskIds[0]!;
    const offered = await plant.rpc.scaffoldWaiting.candidates({ taskId, search: 'heater 1' });
    expect(offered.map((c) => c.id)).toEqual([s.recordId]);
    expect(offered[0]).toMatchObject({ reason: 'notInstalled', sameLocation: true });
    await expect(
      plant.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: record.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: WAITING_TEXTS.ownRecord });
    const painting = await addCraftRecord(t.db, site, { craftType: 30 }, []);
    await expect(
      plant.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: painting.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: WAITING_TEXTS.notAScaffold });
    await plant.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: s.recordId });
    expect((await plant.rpc.scaffoldWaiting.forTask({ taskId })).reason).toBe('notInstalled');
    await plant.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: null });
    expect(await plant.rpc.scaffoldWaiting.forTask({ taskId })).toMatchObject({
      scaffold: null,
      reason: null,
    });
  });

  it("hides a scaffold the caller cannot see, and another site's task", async () => {
    const s = await scaffold('Scaffold hidden');
    const taskId = await paintingTask(s.recordId);
    // Company B may edit its task (and unlink it) but does not see company A's scaffold record.
    await contractorB.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: null });
    await expect(
      contractorB.rpc.scaffoldWaiting.setNeedsScaffold({ taskId, scaffoldRecordId: s.recordId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const other = await createSiteFixture(t.db, 'WAITINGOTHER');
    const foreign = await addCraftRecord(t.db, other, {}, [{ taskStatus: TASK_STATUS.AWAITING }]);
    await expect(
      plant.rpc.scaffoldWaiting.forTask({ taskId: foreign.taskIds[0]! }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
