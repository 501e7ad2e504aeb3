import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { craftRecordRefPath } from '@craftwork/domain/lists/queries';
import { craftRecords, sites, tasks } from '../../db/schema.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';
import { callProcedure } from './router-paths.ts';

/**
 * Issue 10 #9: craft details and task-specific details take only the keys the site configures;
 * the server-owned `installed` and `timestampMarkedInstalled` are written by the server alone
 * (on an Installation's completion), never by a request.
 */
let t: TestApp;
let site: SiteFixture;
const clients = {} as Record<'contractorA' | 'plant', TestClient>;
const ROLES = ['contractorA', 'plant'] as const;
const CHECK = 'Please check the values in the form';

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'DETAILKEYS');
  await t.db
    .update(sites)
    .set({
      customizations: {
        craftDetails: {
          '10': { tagNumber: { key: 'tagNumber', title: 'Tag Number', type: 'string' } },
        },
        taskSpecificDetails: {
          '10': {
            [String(TASK_TYPE.INSPECTION)]: [
              { key: 'inspectionNotes', title: 'Inspection Notes', type: 'text' },
            ],
          },
        },
      },
    })
    .where(eq(sites.siteKey, site.siteKey));
  for (const role of ROLES) clients[role] = await t.signIn(site.users[role].email, PASSWORD);
});
afterAll(() => t.close());

async function craftDetailsOf(id: string) {
  const [row] = await t.db.select().from(craftRecords).where(eq(craftRecords.id, id));
  return { details: row?.craftDetails, installed: row?.installed ?? null };
}

async function expectRefused(client: TestClient, path: string, input: unknown) {
  const { status, body } = await callProcedure(client.fetch, path, input);
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.json?.message).toBe(CHECK);
}

const SERVER_OWNED: Record<string, unknown>[] = [
  { installed: true },
  { timestampMarkedInstalled: '2026-01-01T00:00:00.000Z' },
  { tagNumber: 'T-1', installed: true },
];

describe.each(ROLES)('craft details, as %s', (role) => {
  it.each(SERVER_OWNED)('updateCraftDetails refuses %j', async (craftDetails) => {
    const record = await addCraftRecord(t.db, site, {
      createdBy: site.users[role].id,
      authorizedCompanies: [site.companyA],
    });
    await expectRefused(clients[role], 'craftRecords.updateCraftDetails', {
      refPath: craftRecordRefPath(site.siteKey, record.id),
      craftDetails,
    });
    expect(await craftDetailsOf(record.id)).toEqual({ details: {}, installed: false });
  });

  it('updateCraftDetails refuses a key the site does not define, and saves a defined one', async () => {
    const record = await addCraftRecord(t.db, site, {
      createdBy: site.users[role].id,
      authorizedCompanies: [site.companyA],
    });
    const refPath = craftRecordRefPath(site.siteKey, record.id);
    await expectRefused(clients[role], 'craftRecords.updateCraftDetails', {
      refPath,
      craftDetails: { paintColor: 'red' },
    });
    await clients[role].rpc.craftRecords.updateCraftDetails({
      refPath,
      craftDetails: { tagNumber: 'SC-9' },
    });
    expect((await craftDetailsOf(record.id)).details).toEqual({ tagNumber: 'SC-9' });
  });

  it.each([...SERVER_OWNED, { paintColor: 'red' }])(
    'tasks.create refuses a new record with %j, and creates nothing',
    async (craftDetails) => {
      const title = `Refused ${role} ${JSON.stringify(craftDetails)}`;
      await expectRefused(clients[role], 'tasks.create', {
        craftType: 10,
        taskType: TASK_TYPE.INSTALLATION,
        newRecord: { title, craftDetails },
        schedule: { choice: 'urgent' },
        assignedCompanyId: site.companyA,
      });
      const rows = await t.db.select().from(craftRecords).where(eq(craftRecords.title, title));
      expect(rows).toEqual([]);
    },
  );
});

describe.each(ROLES)('task-specific details, as %s', (role) => {
  async function inspection(status: number = TASK_STATUS.IN_PROGRESS) {
    const createdBy = site.users[role].id;
    const record = await addCraftRecord(t.db, site, { createdBy }, [
      { taskStatus: status, taskType: TASK_TYPE.INSPECTION, createdBy },
    ]);
    return record.taskIds[0]!;
  }

  async function detailsOf(taskId: string) {
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    return row?.taskSpecificDetails;
  }

  it('tasks.create refuses a key the type does not define', async () => {
    const record = await addCraftRecord(t.db, site, {
      createdBy: site.users[role].id,
      authorizedCompanies: [site.companyA],
    });
    await expectRefused(clients[role], 'tasks.create', {
      craftType: 10,
      taskType: TASK_TYPE.INSPECTION,
      craftRecordId: record.id,
      taskSpecificDetails: { installed: true },
      schedule: { choice: 'urgent' },
      assignedCompanyId: site.companyA,
    });
  });

  it('tasks.edit refuses an undefined key and saves a defined one', async () => {
    const taskId = await inspection();
    await expectRefused(clients[role], 'tasks.edit', {
      taskId,
      assignedCompanyId: site.companyA,
      taskSpecificDetails: { crewSize: 4 },
    });
    await clients[role].rpc.tasks.edit({
      taskId,
      assignedCompanyId: site.companyA,
      taskSpecificDetails: { inspectionNotes: 'All good' },
    });
    expect(await detailsOf(taskId)).toEqual({ inspectionNotes: 'All good' });
  });

  it('tasks.setStatus refuses an undefined key and leaves the task as it was', async () => {
    const taskId = await inspection();
    await expectRefused(clients[role], 'tasks.setStatus', {
      taskId,
      status: TASK_STATUS.COMPLETE,
      details: { installed: true },
    });
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ taskStatus: TASK_STATUS.IN_PROGRESS, taskSpecificDetails: {} });
  });
});

describe('the server still marks an installation installed', () => {
  it('when its Installation completes', async () => {
    const createdBy = site.users.plant.id;
    const record = await addCraftRecord(t.db, site, { createdBy }, [
      { taskStatus: TASK_STATUS.IN_PROGRESS, taskType: TASK_TYPE.INSTALLATION, createdBy },
    ]);
    await clients.plant.rpc.tasks.setStatus({
      taskId: record.taskIds[0]!,
      status: TASK_STATUS.COMPLETE,
    });
    const after = await craftDetailsOf(record.id);
    expect(after.details).toMatchObject({ installed: true });
    // Sending back what it read (installed included) is no change and is not refused.
    await clients.plant.rpc.craftRecords.updateCraftDetails({
      refPath: craftRecordRefPath(site.siteKey, record.id),
      craftDetails: { ...after.details, tagNumber: 'SC-1' },
    });
    expect((await craftDetailsOf(record.id)).details).toMatchObject({
      installed: true,
      tagNumber: 'SC-1',
    });
  });
});
