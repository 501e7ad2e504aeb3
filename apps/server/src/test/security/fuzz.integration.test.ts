import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { buildMatrixWorld, type MatrixWorld } from './principals.ts';
import { callProcedure } from './router-paths.ts';

const RUNS = 200;

let t: TestApp;
let world: MatrixWorld;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  // Real limits: mail-sending procedures answer 429 quickly once their budget is spent.
  t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  world = await buildMatrixWorld(t, t.db);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await t.close();
});

/** Values of every kind, valid-looking and hostile. */
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(100_000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 50 }),
  fc.object({ maxDepth: 3 }),
);

/** Inputs for a procedure: its valid sample, the sample with fields replaced, or anything at all. */
function inputs(sample: unknown) {
  const keys = sample && typeof sample === 'object' ? Object.keys(sample) : [];
  const shaped = keys.length
    ? fc
        .record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] })
        .map((overrides) => ({ ...(sample as object), ...overrides }))
    : fc.constant(sample);
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
    fc.constant(sample),
  );
}

describe('input fuzzing', () => {
  it.each(Object.keys(PROCEDURE_MATRIX))(
    `%s answers ${RUNS} generated inputs without a server error`,
    async (path) => {
      const row = PROCEDURE_MATRIX[path]!;
      const sample = row.input(world, 'siteAdmin');
      await fc.assert(
        fc.asyncProperty(inputs(sample), async (input) => {
          const { status, body } = await callProcedure(world.clients.siteAdmin.fetch, path, input);
          expect(status, JSON.stringify(body)).toBeLessThan(500);
          if (status === 400) expect(body.json?.message, 'a clear message').toMatch(/\S/);
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it('saw no unhandled rejection', () => {
    expect(rejections).toEqual([]);
  });
});
