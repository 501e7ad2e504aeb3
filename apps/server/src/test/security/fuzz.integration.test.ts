import fc from 'fast-check';
import { INVENTORY_QUANTITY_MAX } from '@craftwork/domain/inventory/objects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { INTERNALS } from './internals.ts';
import { type MatrixWorld, type Principal } from './principals.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import { callProcedure, outcomeOf, procedureAt } from './router-paths.ts';

/**
 * Hostile inputs for every procedure. In process, each procedure's input schema meets many
 * random inputs: it never throws, and what it accepts is bounded (so no query meets a value
 * PostgreSQL cannot hold). Over HTTP, the values that break things, at every field one by one,
 * sent by a site admin, a company user and a plant user (their scopes take different paths
 * through the queries), then a few random inputs and multipart bodies per procedure, and the
 * file routes' path parameters. Nothing may answer 500, nor show internals.
 */
const FUZZED: readonly Principal[] = ['siteAdmin', 'contractorA', 'plant'];
/** Random inputs per procedure for its schema, in process. */
const SCHEMA_RUNS = 150;
/** Random inputs per procedure over HTTP: a smoke test of what passes the schema. */
const RUNS = 4;
const PROCEDURES = Object.keys(PROCEDURE_MATRIX);

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

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** The longest list an input schema may accept. */
const LIST_MAX = 10_000;

/**
 * Values that broke procedures once, or would: numbers past int32 and past safe integers
 * (PostgreSQL integer columns), arrays one item past the longest list any schema takes
 * (LIST_MAX, far below PostgreSQL's 65,535 bind parameters: a schema refusing it keeps any
 * longer list from a query, and it is quick to validate), deep nesting, prototype keys, odd keys, NUL, bidi
 * and control characters, text four times the longest limit, dates outside any calendar the
 * app keeps.
 */
const EDGE_VALUES: readonly unknown[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1e308,
  0.5,
  Array.from({ length: LIST_MAX + 1 }, () => 1),
  Array.from({ length: LIST_MAX + 1 }, () => 'x'),
  nested(500),
  JSON.parse('{"__proto__":{"isSiteAdmin":true},"constructor":{"prototype":{"polluted":1}}}'),
  { 'a.b': 1, $where: 'sleep(1)', '': 'empty key', '\u0000': 'nul key' },
  '\u0000',
  '\u202eexe.txt',
  'line\r\nBcc: someone@example.test',
  'x'.repeat(20_000),
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '',
  null,
  [],
  {},
];

/** Values of every kind, valid-looking and hostile. */
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(...EDGE_VALUES),
  fc.integer(),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
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

/** The sample with each field, in turn, set to each edge value; and each edge value alone. */
function edgeInputs(sample: unknown, values: readonly unknown[]): unknown[] {
  const keys =
    sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  return [
    ...values,
    ...keys.flatMap((k) => values.map((v) => ({ ...(sample as object), [k]: v }))),
  ];
}

async function expectHandled(principal: Principal, path: string, input: unknown) {
  const { status, text } = await callProcedure(world.clients[principal].fetch, path, input);
  const seen = `${status} ${text.slice(0, 300)}`;
  expect(status, seen).toBeLessThan(500);
  // Answers may name permission flags; refusals must not name anything of the inside.
  if (status >= 400) expect(text, seen).not.toMatch(INTERNALS);
}

const cells = PROCEDURES.flatMap((path) => FUZZED.map((p) => [path, p] as const));

/** The longest text an input schema may accept, but for the bulk fields named here. */
const TEXT_MAX = 5_000;
const BULK_TEXT = new Set(['pricebook.importCsv.csv', 'checklists.uploadSignature.signature']);
/**
 * The widest number a column keeps (inventory quantities, 12 digits; that an int32 column's
 * field stops at its own bound is shown over HTTP, where the edge values meet the queries).
 */
const NUMBER_MAX = INVENTORY_QUANTITY_MAX;

/** What in an accepted input no column or query could hold, named by where it sits. */
function unbounded(value: unknown, where: string): string[] {
  if (typeof value === 'string')
    return value.length > TEXT_MAX && !BULK_TEXT.has(where)
      ? [`${where}: ${value.length} characters`]
      : [];
  if (typeof value === 'number')
    return !Number.isFinite(value) || Math.abs(value) > NUMBER_MAX ? [`${where}: ${value}`] : [];
  if (Array.isArray(value))
    return [
      ...(value.length > LIST_MAX ? [`${where}: ${value.length} items`] : []),
      ...value.slice(0, 20).flatMap((item) => unbounded(item, `${where}[]`)),
    ];
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob))
    return Object.entries(value).flatMap(([key, item]) => unbounded(item, `${where}.${key}`));
  return [];
}

describe('input schemas, in process', () => {
  it.each(PROCEDURES)('%s: never throws, and accepts only bounded values', async (path) => {
    const schema = procedureAt(path)['~orpc'].inputSchema;
    if (!schema) return;
    const sample = PROCEDURE_MATRIX[path]!.input(world, 'siteAdmin');
    const check = async (input: unknown) => {
      const result = await schema['~standard'].validate(input);
      const found = result.issues ? [] : unbounded(result.value, path);
      if (found.length) expect(found, JSON.stringify(input).slice(0, 300)).toEqual([]);
    };
    for (const input of edgeInputs(sample, EDGE_VALUES)) await check(input);
    await fc.assert(fc.asyncProperty(inputs(sample), check), { numRuns: SCHEMA_RUNS });
  });
});

/** The inputs a procedure's schema lets through to the procedure itself. */
async function passingSchema(path: string, inputs: unknown[]): Promise<unknown[]> {
  const schema = procedureAt(path)['~orpc'].inputSchema;
  if (!schema) return inputs;
  const passing: unknown[] = [];
  for (const input of inputs)
    if (!(await schema['~standard'].validate(input)).issues) passing.push(input);
  return passing;
}

/**
 * The edge values that pass the schemas and reach the queries, where a company user's or plant
 * user's scope takes its own path: dates at the calendar's ends. The rest are refused by the
 * schema before the procedure runs, the same for every caller (the in-process test above meets
 * them all), or reach the same query whoever calls.
 */
const SCOPED_EDGE_VALUES: readonly unknown[] = [
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
];

// The server meets, from the site admin, every edge input that passes the schema and each edge
// value alone, refused or not; from a company user and a plant user, the scoped ones that pass.
describe('edge values at every field', () => {
  it.each(cells)('%s by %s', async (path, principal) => {
    const sample = PROCEDURE_MATRIX[path]!.input(world, principal);
    const values = principal === 'siteAdmin' ? EDGE_VALUES : SCOPED_EDGE_VALUES;
    const inputs = await passingSchema(path, edgeInputs(sample, values));
    if (principal === 'siteAdmin') inputs.push(...EDGE_VALUES);
    for (const input of inputs) await expectHandled(principal, path, input);
  });
});

// The schema takes most random inputs in process (above); a few per procedure reach the server,
// as the site admin, who passes every procedure's guards.
const adminCells = PROCEDURES.map((path) => [path, 'siteAdmin'] as const);

describe('random inputs', () => {
  it.each(adminCells)(`%s by %s: ${RUNS} inputs`, async (path, principal) => {
    const sample = PROCEDURE_MATRIX[path]!.input(world, principal);
    await fc.assert(
      fc.asyncProperty(inputs(sample), async (input) => {
        const { status, body, text } = await callProcedure(
          world.clients[principal].fetch,
          path,
          input,
        );
        expect(status, text.slice(0, 300)).toBeLessThan(500);
        if (status >= 400) expect(text).not.toMatch(INTERNALS);
        if (status === 400) expect(body.json?.message, 'a clear message').toMatch(/\S/);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Files where JSON was expected, with names and types meant to trip whoever reads them. */
const hostileFile = fc
  .record({
    name: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('\u0000.png', '\u202egnp.exe', '../../etc/passwd', 'x'.repeat(5000), ''),
    ),
    type: fc.constantFrom('', 'image/png', 'image/svg+xml', 'text/html', 'application/x-evil'),
    body: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ name, type, body }) => new File([body], name, { type }));

describe('multipart bodies', () => {
  it.each(adminCells)('%s by %s takes files in any field', async (path, principal) => {
    const sample = PROCEDURE_MATRIX[path]!.input(world, principal);
    const keys = sample && typeof sample === 'object' ? Object.keys(sample) : [];
    const input = fc.oneof(
      hostileFile,
      fc.array(hostileFile, { minLength: 1, maxLength: 25 }),
      keys.length
        ? fc
            .record(Object.fromEntries(keys.map((k) => [k, fc.oneof(hostileFile, hostileValue)])), {
              requiredKeys: [],
            })
            .map((overrides) => ({ ...(sample as object), ...overrides }))
        : hostileFile,
    );
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const outcome = await outcomeOf(world.clients[principal].rpc, path, value);
        expect(outcome.code, outcome.message).not.toBe('INTERNAL_SERVER_ERROR');
        expect(outcome.message).not.toMatch(INTERNALS);
      }),
      { numRuns: 4 },
    );
  });

  const RAW_BODIES: [string, string, string][] = [
    ['no parts', 'multipart/form-data; boundary=b', '--b--\r\n'],
    ['no boundary', 'multipart/form-data', '--b\r\n\r\n--b--\r\n'],
    [
      'a part with no name',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n',
    ],
    [
      'data that is not JSON',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"json":\r\n--b--\r\n',
    ],
    [
      'a file map pointing nowhere',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"json":{},"maps":[["files",0]]}\r\n--b--\r\n',
    ],
    [
      'a thousand parts',
      'multipart/form-data; boundary=b',
      `${Array.from({ length: 1000 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="${i}"; filename="f"\r\n\r\nx\r\n`).join('')}--b--\r\n`,
    ],
    ['a truncated body', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-da'],
  ];

  it.each(RAW_BODIES)('answers %s without a server error', async (_name, type, body) => {
    for (const path of [
      'craftRecords/addPhotos',
      'craftRecords/addAttachment',
      'profile/updatePhone',
    ]) {
      const response = await world.clients.contractorA.fetch(`/rpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': type, 'x-csrf-token': 'orpc' },
        body,
      });
      const text = await response.text();
      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      if (response.status >= 400) expect(text).not.toMatch(INTERNALS);
    }
  });
});

describe('path parameters', () => {
  const segment = fc.oneof(
    fc.string({ maxLength: 60 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
    fc.constantFrom('%00', '%', '%E0%A4%A', '..', '%2e%2e%2f', '%2F', 'a'.repeat(3000), ' '),
    fc.uuid(),
  );
  const routes = [
    (a: string, b: string) => `/api/files/photos/${a}/${b}`,
    (a: string) => `/api/files/attachments/${a}`,
    (a: string) => `/api/qr-tags/${a}`,
    (a: string, b: string) => `/rpc/${a}/${b}`,
  ];

  it.each(['contractorA', 'siteAdmin', 'anonymous'] as const)(
    'file routes and procedure paths answer any parameter by %s without a server error',
    async (principal) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), segment, segment, async (route, a, b) => {
          const url = route(a, b);
          const response = await world.clients[principal].fetch(url, {
            method: url.startsWith('/rpc/') ? 'POST' : 'GET',
            headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
            body: url.startsWith('/rpc/') ? '{"json":null}' : undefined,
          });
          const text = await response.text();
          expect(response.status, `${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 400) expect(text).not.toMatch(INTERNALS);
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe('after all of it', () => {
  it('saw no unhandled rejection', () => {
    expect(rejections).toEqual([]);
  });

  it('left no key on the object prototype', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.isSiteAdmin).toBeUndefined();
    expect(probe.polluted).toBeUndefined();
  });
});
