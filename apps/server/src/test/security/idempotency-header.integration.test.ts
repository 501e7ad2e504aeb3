import type { RouterClient } from '@orpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from '@craftwork/domain/offline/idempotency';
import type { AppRouter } from '../../router.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { INTERNALS } from './internals.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import type { MatrixWorld } from './principals.ts';

/**
 * The Idempotency-Key header of the writes a phone queues offline: a key of the wrong shape is
 * refused with BAD_REQUEST before anything runs, whatever it holds; no key shape answers 500.
 */
const IDEMPOTENT = ['tasks.setStatus', 'tasks.edit', 'tasks.create', 'craftRecords.addPhotos'];

type TKeyedClient = RouterClient<AppRouter, { key?: string }>;

let t: TestApp;
let world: MatrixWorld;
let keyed: TKeyedClient;

async function call(path: string, key: string) {
  const procedure = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], keyed) as (
    input: unknown,
    options: { context: { key: string } },
  ) => Promise<unknown>;
  const input = PROCEDURE_MATRIX[path]!.input(world, 'siteAdmin');
  try {
    await procedure(input, { context: { key } });
    return { code: 'OK', message: '' };
  } catch (error) {
    const { code, message, status } = error as { code?: string; message?: string; status?: number };
    return { code: code ?? 'UNKNOWN', message: message ?? String(error), status };
  }
}

beforeAll(async () => {
  t = await startTestApp();
  world = await buildMatrixWorld(t, t.db);
  keyed = world.clients.siteAdmin.keyedRpc;
});
afterAll(() => t.close());

const BAD_KEYS = [
  '',
  'short',
  'x'.repeat(101),
  'x'.repeat(5000),
  'has space 12345',
  'under_score_12345',
  '../../etc/passwd',
  "key'; drop table tasks;--",
  'tab\there-12345',
  '%00%00%00%00%00',
];

describe('the Idempotency-Key header', () => {
  it.each(IDEMPOTENT.flatMap((path) => BAD_KEYS.map((key) => [path, key] as const)))(
    '%s refuses the key %j with BAD_REQUEST',
    async (path, key) => {
      expect(await call(path, key)).toMatchObject({
        code: 'BAD_REQUEST',
        message: IDEMPOTENCY_MESSAGES.badKey,
      });
    },
  );

  it.each(IDEMPOTENT)('%s never answers 500 to a random key', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary-ascii', maxLength: 120 }), async (raw) => {
        // What fetch can carry in a header: visible characters and inner blanks.
        const key = raw.replace(/[^\x20-\x7e]/g, '').trim();
        const answer = await call(path, key);
        expect(answer.code).not.toBe('INTERNAL_SERVER_ERROR');
        expect(answer.message).not.toMatch(INTERNALS);
        if (!IDEMPOTENCY_KEY_PATTERN.test(key)) expect(answer.code).toBe('BAD_REQUEST');
      }),
      { numRuns: 15 },
    );
  });
});
