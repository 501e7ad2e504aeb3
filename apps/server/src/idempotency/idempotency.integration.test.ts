import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { RouterClient } from '@orpc/server';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPE } from '@craftwork/domain/catalogues/event-types';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { TASK_TYPE } from '@craftwork/domain/catalogues/task-types';
import { events, idempotencyKeys, photos, tasks } from '../db/schema.ts';
import type { AppRouter } from '../router.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { purgeKeys } from './idempotency.repository.ts';

type TKeyed = RouterClient<AppRouter, { key?: string }>;

let t: TestApp;
let site: SiteFixture;
let plant: TKeyed;
let admin: TKeyed;
let plantSession: TestClient;

const S = TASK_STATUS;
const DIFFERENT = 'This change was already sent with different content.';

async function outcome(call: Promise<unknown>) {
  try {
    return { code: 'OK', result: await call };
  } catch (error) {
    const { code, message, data } = error as { code?: string; message?: string; data?: unknown };
    return { code: code ?? 'UNKNOWN', message, data };
  }
}

async function taskEvents(taskId: string, eventType: number) {
  return t.db
    .select()
    .from(events)
    .where(and(eq(events.taskId, taskId), eq(events.eventType, eventType)));
}

async function statusOf(taskId: string) {
  const [row] = await t.db
    .select({ status: tasks.taskStatus })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row?.status;
}

async function awaitingTask() {
  const { taskIds } = await addCraftRecord(t.db, site, {}, [{ taskStatus: S.AWAITING }]);
  const [taskId] = taskIds;
  if (!taskId) throw new Error('no task');
  return taskId;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, `IDEM${randomBytes(3).toString('hex').toUpperCase()}`);
  plantSession = await t.signIn(site.users.plant.email, PASSWORD);
  plant = plantSession.keyedRpc;
  admin = (await t.signIn(site.users.admin.email, PASSWORD)).keyedRpc;
});
afterAll(() => t.close());

describe('tasks.setStatus with an Idempotency-Key', () => {
  it('applies a change sent twice once, and answers the same both times', async () => {
    const taskId = await awaitingTask();
    const key = randomUUID();
    const input = { taskId, status: S.IN_PROGRESS };
    const first = await plant.tasks.setStatus(input, { context: { key } });
    const second = await plant.tasks.setStatus(input, { context: { key } });
    expect(second).toEqual(first);
    expect(await taskEvents(taskId, EVENT_TYPE.TASK_STATUS_UPDATED)).toHaveLength(1);
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ procedure: 'tasks.setStatus', status: 'done', response: first });
  });

  it('applies two concurrent sends once; the other is answered or told to wait', async () => {
    const taskId = await awaitingTask();
    const key = randomUUID();
    const input = { taskId, status: S.IN_PROGRESS };
    const answers = await Promise.all([
      outcome(plant.tasks.setStatus(input, { context: { key } })),
      outcome(plant.tasks.setStatus(input, { context: { key } })),
    ]);
    expect(answers.filter((a) => a.code === 'OK').length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.code === 'OK') continue;
      expect(answer).toMatchObject({
        code: 'CONFLICT',
        message: 'This change is still being saved. Please try again in a moment.',
        data: { reason: 'CHANGE_IN_PROGRESS' },
      });
    }
    expect(await taskEvents(taskId, EVENT_TYPE.TASK_STATUS_UPDATED)).toHaveLength(1);
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
  });

  it('refuses a key sent again with another change or to another procedure', async () => {
    const taskId = await awaitingTask();
    const key = randomUUID();
    await plant.tasks.setStatus({ taskId, status: S.IN_PROGRESS }, { context: { key } });
    expect(
      await outcome(plant.tasks.setStatus({ taskId, status: S.ON_HOLD }, { context: { key } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: DIFFERENT, data: { reason: 'KEY_REUSED' } });
    expect(
      await outcome(
        plant.tasks.edit({ taskId, assignedCompanyId: site.companyA }, { context: { key } }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: DIFFERENT });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    expect(await taskEvents(taskId, EVENT_TYPE.TASK_STATUS_UPDATED)).toHaveLength(1);
  });

  it('lets a retry run again when the first attempt failed', async () => {
    const taskId = await awaitingTask();
    await t.db.update(tasks).set({ taskStatus: S.CANCELED }).where(eq(tasks.id, taskId));
    const key = randomUUID();
    const input = { taskId, status: S.IN_PROGRESS };
    const failed = await outcome(plant.tasks.setStatus(input, { context: { key } }));
    expect(failed.code).toBe('CONFLICT');
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
    await t.db.update(tasks).set({ taskStatus: S.AWAITING }).where(eq(tasks.id, taskId));
    await plant.tasks.setStatus(input, { context: { key } });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    expect(await taskEvents(taskId, EVENT_TYPE.TASK_STATUS_UPDATED)).toHaveLength(1);
  });

  it("keeps one user's key apart from another's", async () => {
    const [a, b] = [await awaitingTask(), await awaitingTask()];
    const key = randomUUID();
    await plant.tasks.setStatus({ taskId: a, status: S.IN_PROGRESS }, { context: { key } });
    await admin.tasks.setStatus({ taskId: b, status: S.IN_PROGRESS }, { context: { key } });
    expect([await statusOf(a), await statusOf(b)]).toEqual([S.IN_PROGRESS, S.IN_PROGRESS]);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(2);
  });

  it('runs as always without a key', async () => {
    const taskId = await awaitingTask();
    await plant.tasks.edit({ taskId, assignedCompanyId: site.companyA, additionalNotes: 'one' });
    await plant.tasks.edit({ taskId, assignedCompanyId: site.companyA, additionalNotes: 'two' });
    expect(await taskEvents(taskId, EVENT_TYPE.DESCRIPTION_CHANGED)).toHaveLength(2);
  });

  it.each(['short', 'x'.repeat(101), 'has space 1234', 'under_score_1234', 'ünïcode-1234', ''])(
    'refuses the key %j with BAD_REQUEST and changes nothing',
    async (key) => {
      const taskId = await awaitingTask();
      expect(
        await outcome(
          plant.tasks.setStatus({ taskId, status: S.IN_PROGRESS }, { context: { key } }),
        ),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The Idempotency-Key header must be 8 to 100 letters, digits or dashes.',
      });
      expect(await statusOf(taskId)).toBe(S.AWAITING);
    },
  );
});

describe('conflicts of changes made on an old view', () => {
  it('refuses a status change made from another status, with the status it is in now', async () => {
    const taskId = await awaitingTask();
    await admin.tasks.setStatus({ taskId, status: S.IN_PROGRESS });
    const answer = await outcome(
      plant.tasks.setStatus(
        { taskId, status: S.IN_PROGRESS, expectedStatus: S.AWAITING },
        { context: { key: randomUUID() } },
      ),
    );
    expect(answer).toMatchObject({
      code: 'CONFLICT',
      message: 'This task was changed by someone else: it is now In Progress.',
      data: { reason: 'CHANGED_ELSEWHERE' },
    });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
    expect(await taskEvents(taskId, EVENT_TYPE.TASK_STATUS_UPDATED)).toHaveLength(1);
  });

  it('applies a status change whose expected status is the current one', async () => {
    const taskId = await awaitingTask();
    await plant.tasks.setStatus({ taskId, status: S.IN_PROGRESS, expectedStatus: S.AWAITING });
    expect(await statusOf(taskId)).toBe(S.IN_PROGRESS);
  });

  it("refuses an edit after someone else's change, not after the user's own", async () => {
    const taskId = await awaitingTask();
    const seen = (await plant.tasks.get({ id: taskId })).timestampLastModified;
    await plant.tasks.setStatus({ taskId, status: S.IN_PROGRESS });
    await plant.tasks.edit({
      taskId,
      assignedCompanyId: site.companyA,
      additionalNotes: 'mine',
      expectedUpdatedAt: seen,
    });
    await admin.tasks.edit({ taskId, assignedCompanyId: site.companyA, additionalNotes: 'theirs' });
    const answer = await outcome(
      plant.tasks.edit({
        taskId,
        assignedCompanyId: site.companyA,
        additionalNotes: 'mine again',
        expectedUpdatedAt: seen,
      }),
    );
    expect(answer).toMatchObject({
      code: 'CONFLICT',
      message: 'This task was changed by someone else after you opened it.',
    });
    expect((await plant.tasks.get({ id: taskId })).description).toBe('theirs');
  });
});

describe('other queued writes', () => {
  it('creates one task from a wizard sent twice with one key', async () => {
    const key = randomUUID();
    const input = {
      craftType: 10,
      taskType: TASK_TYPE.INSTALLATION,
      newRecord: { title: `Offline rack ${key.slice(0, 6)}`, locationId: site.locationIds[0] },
      schedule: { choice: 'urgent' as const },
      assignedCompanyId: site.companyA,
    };
    const first = await plant.tasks.create(input, { context: { key } });
    const second = await plant.tasks.create(input, { context: { key } });
    expect(second).toEqual(first);
    const created = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.title, `Installation - ${input.newRecord.title}`));
    expect(created).toHaveLength(1);
  });

  it('stores photos sent twice with one key once, in their three sizes', async () => {
    const { id: craftRecordId } = await addCraftRecord(t.db, site);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const files = () => [new File([new Uint8Array(png)], 'a.png', { type: 'image/png' })];
    const key = randomUUID();
    const first = await plant.craftRecords.addPhotos(
      { craftRecordId, files: files() },
      { context: { key } },
    );
    const second = await plant.craftRecords.addPhotos(
      { craftRecordId, files: files() },
      { context: { key } },
    );
    expect(second).toEqual(first);
    const rows = await t.db.select().from(photos).where(eq(photos.craftRecordId, craftRecordId));
    expect(rows.map((r) => r.id)).toEqual(first.photoIds);
    const stored = await readdir(`/tmp/craftwork-test-data/files/${site.siteKey}/photos`);
    expect(stored).toEqual(first.photoIds);
    const [photoId] = first.photoIds;
    expect(
      (await readdir(`/tmp/craftwork-test-data/files/${site.siteKey}/photos/${photoId}`)).sort(),
    ).toEqual(['full.jpg', 'reduced.jpg', 'thumb.jpg']);
    // The same key with other bytes under the same name is another change.
    const other = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#993366' },
    })
      .png()
      .toBuffer();
    expect(
      await outcome(
        plant.craftRecords.addPhotos(
          {
            craftRecordId,
            files: [new File([new Uint8Array(other)], 'a.png', { type: 'image/png' })],
          },
          { context: { key } },
        ),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: DIFFERENT });
  });
});

describe('the daily purge', () => {
  it('deletes keys older than seven days and keeps the rest', async () => {
    const now = new Date();
    const old = randomUUID();
    const fresh = randomUUID();
    await t.db.insert(idempotencyKeys).values([
      {
        userId: site.users.plant.id,
        key: old,
        procedure: 'tasks.edit',
        inputHash: 'x',
        status: 'done',
        createdAt: new Date(now.getTime() - 8 * 24 * 3600_000),
      },
      {
        userId: site.users.plant.id,
        key: fresh,
        procedure: 'tasks.edit',
        inputHash: 'x',
        status: 'done',
        createdAt: new Date(now.getTime() - 6 * 24 * 3600_000),
      },
    ]);
    expect(await purgeKeys(t.db, now, 7)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, site.users.plant.id));
    expect(left.map((r) => r.key)).toContain(fresh);
    expect(left.map((r) => r.key)).not.toContain(old);
  });
});
