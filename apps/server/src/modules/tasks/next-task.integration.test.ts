import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { tasks } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

/** Issue 11 #15 and #16: the next task created at completion. */
let t: TestApp;
let site: SiteFixture;
let contractorA: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'NEXTTASK');
  contractorA = await t.signIn(site.users.contractorA.email, PASSWORD);
});
afterAll(() => t.close());

async function completeWithNextTask(task: {
  taskType: number;
  title?: string;
  craftRecordPersistence?: 'keep' | 'prompt' | 'close';
}) {
  const createdBy = site.users.contractorA.id;
  const record = await addCraftRecord(t.db, site, { createdBy }, [
    { taskStatus: TASK_STATUS.IN_PROGRESS, createdBy, ...task },
  ]);
  const result = await contractorA.rpc.tasks.setStatus({
    taskId: record.taskIds[0]!,
    status: TASK_STATUS.COMPLETE,
    nextTask: { create: true, assignedCompanyId: site.companyA },
  });
  const [next] = await t.db.select().from(tasks).where(eq(tasks.id, result.nextTaskId!));
  return next!;
}

describe('the next task', () => {
  it("carries the parent's persistence: a Removal after a kept Modification keeps the record", async () => {
    const next = await completeWithNextTask({
      taskType: TASK_TYPE.MODIFICATION,
      craftRecordPersistence: 'keep',
    });
    expect(next).toMatchObject({ taskType: TASK_TYPE.REMOVAL, craftRecordPersistence: 'keep' });
  });

  it("takes the parent's own type's persistence when the parent has none", async () => {
    const next = await completeWithNextTask({ taskType: TASK_TYPE.REMOVAL });
    // A Removal closes its record; its Inspection carries that.
    expect(next).toMatchObject({ taskType: TASK_TYPE.INSPECTION, craftRecordPersistence: 'close' });
  });

  it('has a title of at most 200 characters, never cut inside a character', async () => {
    // 'Modification - ' + 184 + '🚧' would be 201 UTF-16 units: the emoji is left out whole.
    const next = await completeWithNextTask({
      taskType: TASK_TYPE.INSTALLATION,
      title: `Installation - ${'x'.repeat(184)}🚧🚧`,
    });
    expect(next.title).toBe(`Modification - ${'x'.repeat(184)}`);
    expect(next.title.length).toBeLessThanOrEqual(200);
    // It reads back as it was written, so Edit Task accepts it as it is.
    await contractorA.rpc.tasks.edit({
      taskId: next.id,
      assignedCompanyId: site.companyA,
      additionalNotes: 'Saved with its title',
    });
  });
});
