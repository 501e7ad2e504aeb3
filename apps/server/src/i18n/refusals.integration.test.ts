import { ORPCError } from '@orpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUS } from '@craftwork/domain/catalogues/task-statuses';
import { ERROR_MESSAGES, ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { sites } from '../db/schema.ts';
import { issueToken } from '../modules/api-tokens/index.ts';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';

/**
 * The server's refusals in the reader's language (issue 37): over /rpc a signed-in person reads
 * them in their own language, else their site's; the public REST API answers in English.
 */

let t: TestApp;
let site: SiteFixture;
let c: Record<'plant' | 'foreman' | 'contractorA', TestClient>;
let taskId: string;

const ALREADY_IN_PROGRESS = 'This task is already In Progress.';

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'REFUSE');
  const { plant, foreman, contractorA } = site.users;
  c = await signInEach(t, { plant, foreman, contractorA }, PASSWORD);
  await c.plant.rpc.profile.setLanguage({ language: 'pl' });
  await c.foreman.rpc.profile.setLanguage({ language: 'en' });
  const record = await addCraftRecord(t.db, site, {}, [{ taskStatus: TASK_STATUS.IN_PROGRESS }]);
  taskId = record.taskIds[0]!;
}, 60_000);
afterAll(() => t.close());

/** What a call was refused with: its code, message and reason. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ORPCError)) throw new Error(`Not refused: ${String(error)}`);
  const { code, message, data }: { code: string; message: string; data: unknown } = error;
  return { code, message, data };
}

const inProgressAgain = (client: TestClient) =>
  client.rpc.tasks.setStatus({ taskId, status: TASK_STATUS.IN_PROGRESS });

describe('a refusal over /rpc', () => {
  it("is written in a Polish reader's language, its value too, its reason kept", async () => {
    expect(await refusal(inProgressAgain(c.plant))).toEqual({
      code: 'CONFLICT',
      message: 'To zadanie ma już status W realizacji.',
      data: { reason: ERROR_REASONS.statusNotAllowed },
    });
  });

  it('is written in Polish when a permission middleware refuses', async () => {
    expect(await refusal(c.plant.rpc.apiTokens.list())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nie masz wymaganych uprawnień.',
    });
  });

  it("is today's English text for an English reader", async () => {
    expect(await refusal(inProgressAgain(c.foreman))).toEqual({
      code: 'CONFLICT',
      message: ALREADY_IN_PROGRESS,
      data: { reason: ERROR_REASONS.statusNotAllowed },
    });
    expect(await refusal(c.foreman.rpc.apiTokens.list())).toMatchObject({
      code: 'FORBIDDEN',
      message: ERROR_MESSAGES.permissionDenied,
    });
  });

  it("is in the site's default language for one who chose none", async () => {
    const setDefault = (language: string) =>
      t.db.update(sites).set({ defaultLanguage: language }).where(eq(sites.siteKey, site.siteKey));
    await setDefault('de');
    try {
      expect((await refusal(c.contractorA.rpc.apiTokens.list())).message).toBe(
        'Sie haben nicht die nötigen Berechtigungen.',
      );
    } finally {
      await setDefault('en');
    }
  });
});

describe('the same refusal over the public REST API (/api/v1)', () => {
  it('stays English for a Polish reader', async () => {
    const { token } = await issueToken(t.db, {
      siteKey: site.siteKey,
      userId: site.users.plant.id,
      createdBy: site.users.admin.id,
      name: 'refusals',
      scope: 'write',
      expiresAt: null,
    });
    const response = await fetch(`${t.url}/api/v1/tasks/${taskId}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: TASK_STATUS.IN_PROGRESS }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      detail: ALREADY_IN_PROGRESS,
      reason: ERROR_REASONS.statusNotAllowed,
    });
  });
});
