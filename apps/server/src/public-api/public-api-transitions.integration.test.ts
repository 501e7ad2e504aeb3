import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { ERROR_MESSAGES, ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { statusNotAllowedMessage } from '@craftwork/domain/tasks/next-statuses';
import { tasks } from '../db/schema.ts';
import { issueToken } from '../modules/api-tokens/index.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/**
 * The task card's actions over REST (issue 35): start, hold, complete, reschedule and cancel,
 * each the web's own call. Which user may make which change is the status rules' business
 * (next-statuses.test.ts) and the authorization matrix's (rest-matrix.integration.test.ts);
 * here, that a task can be taken the whole way, and how a refusal is told apart.
 */
const S = TASK_STATUS;

let t: TestApp;
let site: SiteFixture;
const tokens = {} as Record<'plant' | 'foreman' | 'contractorA', string>;
/** Every answer below is checked against the API document. */
const contract = ApiContract.load();

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RESTFLOW');
  for (const user of ['plant', 'foreman', 'contractorA'] as const) {
    ({ token: tokens[user] } = await issueToken(t.db, {
      siteKey: site.siteKey,
      userId: site.users[user].id,
      createdBy: site.users.admin.id,
      name: user,
      scope: 'write',
      expiresAt: null,
    }));
  }
}, 60_000);
afterAll(() => t.close());

async function act(user: keyof typeof tokens, taskId: string, action: string, body: unknown = {}) {
  const response = await checkedFetch(contract, `${t.url}/api/v1`)(`/tasks/${taskId}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function statusOf(taskId: string) {
  const [row] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
  return row?.taskStatus;
}

async function taskIn(taskStatus: number) {
  const { taskIds } = await addCraftRecord(t.db, site, {}, [
    { taskStatus, timestampScheduled: null },
  ]);
  return taskIds[0]!;
}

const changed = { nextTaskId: null, recordClosed: false, inventoryTransactions: 0 };
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('task transitions over REST', () => {
  it('takes a task from Awaiting Schedule through Scheduled and In Progress to Complete', async () => {
    const taskId = await taskIn(S.AWAITING_SCHEDULE);
    const steps: [string, unknown, unknown, number][] = [
      ['reschedule', { choice: 'date', scheduledAt: inThreeDays() }, { ok: true }, S.SCHEDULED],
      ['reschedule', { choice: 'urgent' }, { ok: true }, S.AWAITING],
      ['start', {}, changed, S.IN_PROGRESS],
      ['hold', {}, changed, S.ON_HOLD],
      ['start', {}, changed, S.IN_PROGRESS],
      ['complete', {}, changed, S.COMPLETE],
    ];
    for (const [action, body, answer, status] of steps) {
      expect(await act('plant', taskId, action, body), action).toEqual({
        status: 200,
        body: answer,
      });
      expect(await statusOf(taskId), action).toBe(status);
    }
  });

  it('answers a change the status allows no one with 409 and why', async () => {
    const taskId = await taskIn(S.AWAITING_SCHEDULE);
    expect(await act('foreman', taskId, 'complete')).toEqual({
      status: 409,
      body: expect.objectContaining({
        detail: statusNotAllowedMessage(S.AWAITING_SCHEDULE, S.COMPLETE),
        reason: ERROR_REASONS.statusNotAllowed,
      }) as unknown,
    });
    expect(await statusOf(taskId)).toBe(S.AWAITING_SCHEDULE);
  });

  it('cancels an awaiting task with Route Awaiting, and answers 403 to a user without it', async () => {
    const taskId = await taskIn(S.AWAITING);
    expect(await act('contractorA', taskId, 'cancel')).toEqual({
      status: 403,
      body: expect.objectContaining({ detail: ERROR_MESSAGES.permissionDenied }) as unknown,
    });
    expect(await statusOf(taskId)).toBe(S.AWAITING);
    expect(await act('foreman', taskId, 'cancel')).toEqual({ status: 200, body: changed });
    expect(await statusOf(taskId)).toBe(S.CANCELED);
  });
});
