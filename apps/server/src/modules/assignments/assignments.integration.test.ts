import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { ASSIGNMENT_MESSAGES } from '@craftwork/domain/assignments/schemas';
import { mailOutbox, sites, taskSubscribers, tasks } from '../../db/schema.ts';
import { addMember, createVerifiedUser } from '../sites/index.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/** Issue 13 item 7: assigning tasks to site users, and /assigned-tasks. */
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant';
const as = {} as Record<Role | 'noUpdates', TestClient>;
let noUpdatesId: string;

const LIST = { search: '', sort: null, craftType: null, page: 0, pageSize: 50 } as const;

async function setEnabled(siteKey: string, enabled: boolean) {
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ assignedToEnabled: enabled })}::jsonb`,
    })
    .where(eq(sites.siteKey, siteKey));
}

/** A company A task at the first location, created by the site admin. */
async function newTask(spec: Partial<typeof tasks.$inferInsert> = {}) {
  const createdBy = spec.createdBy ?? site.users.admin.id;
  const record = await addCraftRecord(t.db, site, { createdBy }, [
    { taskStatus: 30, createdBy, assignedCompanyId: site.companyA, ...spec },
  ]);
  return { recordId: record.id, taskId: record.taskIds[0]! };
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message };
  }
  return null;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ASSIGN');
  other = await createSiteFixture(t.db, 'ASSIGNX');
  noUpdatesId = await createVerifiedUser(t.db, {
    email: 'noupdates@assign.test',
    password: PASSWORD,
    displayName: 'No Updates',
  });
  await addMember(t.db, {
    siteKey: site.siteKey,
    userId: noUpdatesId,
    approved: true,
    permissions: { ...PERMISSION_PRESETS.foreman, canUpdateTasks: false },
    companyId: site.companyA,
  });
  await t.db.execute(
    sql`insert into user_locations (site_key, user_id, location_id, value) select ${site.siteKey}, ${noUpdatesId}, id, true from locations where site_key = ${site.siteKey}`,
  );
  for (const role of Object.keys(site.users) as Role[])
    as[role] = await t.signIn(site.users[role].email, PASSWORD);
  as.noUpdates = await t.signIn('noupdates@assign.test', PASSWORD);
  await setEnabled(site.siteKey, true);
});
afterAll(() => t.close());

describe('a site without Assigned tasks', () => {
  it('refuses every assignments procedure', async () => {
    await setEnabled(site.siteKey, false);
    try {
      const { taskId } = await newTask();
      for (const call of [
        () => as.admin.rpc.assignments.setAssignees({ taskId, userIds: [] }),
        () => as.admin.rpc.assignments.assignableUsers({ taskId }),
        () => as.admin.rpc.assignments.listMine(LIST),
        () => as.admin.rpc.assignments.exportMine({ search: '', sort: null, craftType: null }),
      ])
        expect(await refusal(call())).toEqual({
          code: 'FORBIDDEN',
          message: ASSIGNMENT_MESSAGES.disabled,
        });
    } finally {
      await setEnabled(site.siteKey, true);
    }
  });
});

describe('assigning a task', () => {
  it('lets whoever may update the task assign it; the assignees are subscribed and e-mailed', async () => {
    const { recordId, taskId } = await newTask();
    await as.admin.rpc.assignments.setAssignees({
      taskId,
      userIds: [site.users.contractorA.id, site.users.plant.id],
    });
    const detail = await as.contractorA.rpc.tasks.get({ id: taskId });
    expect(detail.assignees.map((a) => a.userId).sort()).toEqual(
      [site.users.contractorA.id, site.users.plant.id].sort(),
    );
    expect(detail.subscribed).toBe(true);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'task-assigned'), eq(mailOutbox.to, site.users.contractorA.email)),
      );
    expect(mails.at(-1)?.text).toContain(
      `http://craftwork.test/craft-record/${recordId}/${taskId}`,
    );

    // Saving again with one removed: removed, nobody new e-mailed.
    const before = (await t.db.select().from(mailOutbox)).length;
    await as.foreman.rpc.assignments.setAssignees({ taskId, userIds: [site.users.plant.id] });
    expect((await as.admin.rpc.tasks.get({ id: taskId })).assignees.map((a) => a.userId)).toEqual([
      site.users.plant.id,
    ]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    // The removed assignee stays subscribed (they may unsubscribe themselves).
    const subs = await t.db
      .select()
      .from(taskSubscribers)
      .where(eq(taskSubscribers.taskId, taskId));
    expect(subs.map((s) => s.userId)).toContain(site.users.contractorA.id);
  });

  it('refuses users who may not update the task, and hides other companies’ tasks', async () => {
    const { taskId } = await newTask();
    const input = { taskId, userIds: [site.users.contractorA.id] };
    expect(await refusal(as.noUpdates.rpc.assignments.setAssignees(input))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(as.contractorB.rpc.assignments.setAssignees(input))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal(as.contractorB.rpc.assignments.assignableUsers({ taskId }))).toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect(await refusal(as.applicant.rpc.assignments.setAssignees(input))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // The creator may, without canUpdateTasks.
    const own = await newTask({ createdBy: noUpdatesId });
    await as.noUpdates.rpc.assignments.setAssignees({
      taskId: own.taskId,
      userIds: [site.users.contractorA.id],
    });
  });

  it('assigns only approved members who can see the task', async () => {
    const { taskId } = await newTask();
    for (const userId of [
      site.users.contractorB.id, // another company's user
      site.users.applicant.id, // not approved
      other.users.plant.id, // another site
      'no-such-user',
    ]) {
      expect(
        await refusal(as.contractorA.rpc.assignments.setAssignees({ taskId, userIds: [userId] })),
      ).toEqual({ code: 'BAD_REQUEST', message: ASSIGNMENT_MESSAGES.notAssignable });
    }
    const users = await as.contractorA.rpc.assignments.assignableUsers({ taskId });
    const ids = users.map((u) => u.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        site.users.admin.id,
        site.users.plant.id,
        site.users.foreman.id,
        site.users.contractorA.id,
      ]),
    );
    expect(ids).not.toContain(site.users.contractorB.id);
    expect(ids).not.toContain(site.users.applicant.id);
    expect(users.find((u) => u.id === site.users.foreman.id)?.companyName).toBe('Company A');
  });
});

describe('/assigned-tasks', () => {
  it('lists my open, live tasks assigned to me, searchable, and exports them', async () => {
    const open = await newTask({ title: 'Assigned open scaffold' });
    const done = await newTask({ title: 'Assigned done scaffold', taskStatus: 90 });
    const gone = await newTask({ title: 'Assigned deleted scaffold' });
    const notMine = await newTask({ title: 'Assigned to plant only' });
    for (const task of [open, done, gone])
      await as.admin.rpc.assignments.setAssignees({
        taskId: task.taskId,
        userIds: [site.users.foreman.id],
      });
    await as.admin.rpc.assignments.setAssignees({
      taskId: notMine.taskId,
      userIds: [site.users.plant.id],
    });
    await t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, gone.taskId));

    const mine = await as.foreman.rpc.assignments.listMine(LIST);
    expect(mine.rows.map((r) => r.id)).toEqual([open.taskId]);
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      title: 'Assigned open scaffold',
      assignedCompanyName: 'Company A',
    });
    expect(
      (await as.foreman.rpc.assignments.listMine({ ...LIST, search: 'nothing like it' })).total,
    ).toBe(0);
    expect((await as.contractorB.rpc.assignments.listMine(LIST)).total).toBe(0);

    const file = await as.foreman.rpc.assignments.exportMine({
      search: '',
      sort: null,
      craftType: null,
    });
    expect(file.filename).toMatch(/^Assigned Tasks - \d{2}-\d{2}-\d{4}\.csv$/);
    expect(file.rows).toBe(1);
    expect(file.csv).toContain('Assigned open scaffold');
    expect(file.csv).not.toContain('Assigned done scaffold');
  });

  it('drops a task whose company changes away from a company user', async () => {
    const task = await newTask({ title: 'Moves to company B' });
    await as.admin.rpc.assignments.setAssignees({
      taskId: task.taskId,
      userIds: [site.users.contractorA.id],
    });
    expect((await as.contractorA.rpc.assignments.listMine(LIST)).rows.map((r) => r.id)).toContain(
      task.taskId,
    );
    await t.db
      .update(tasks)
      .set({ assignedCompanyId: site.companyB })
      .where(eq(tasks.id, task.taskId));
    expect(
      (await as.contractorA.rpc.assignments.listMine(LIST)).rows.map((r) => r.id),
    ).not.toContain(task.taskId);
  });
});
