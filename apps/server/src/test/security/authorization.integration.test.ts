import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { errorReasonOf } from '@craftwork/domain/errors/errors';
import { PROCEDURE_MATRIX, ROUTE_MATRIX, type Refusal } from './authorization-matrix.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from './principals.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import {
  GUARDS,
  middlewaresOf,
  outcomeOf,
  procedurePaths,
  refusedByGuard,
} from './router-paths.ts';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildMatrixWorld(t, t.db);
});
afterAll(() => t.close());

/** Whether an answer is the named refusal: same code, and same reason or same message. */
function isRefusal(
  refusal: Refusal,
  principal: Principal,
  outcome: { code: string; message: string; data?: unknown },
): boolean {
  if (refusal.principals && !refusal.principals.includes(principal)) return false;
  if (refusal.code !== outcome.code) return false;
  return 'reason' in refusal
    ? errorReasonOf(outcome.data) === refusal.reason
    : outcome.message === refusal.message;
}

/** The code a denied call answers: signed out, UNAUTHORIZED; signed in, FORBIDDEN. */
const deniedCode = (principal: Principal) =>
  principal === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';

describe('authorization matrix', () => {
  it('has a row for every procedure of the router, and no row for a procedure that is gone', () => {
    expect(Object.keys(PROCEDURE_MATRIX).sort()).toEqual(procedurePaths().sort());
  });

  it('denies the callers without a site wherever their guard sits on the procedure', () => {
    const wrong = procedurePaths().flatMap((path) =>
      (Object.keys(GUARDS) as (keyof typeof GUARDS)[])
        .filter((principal) => middlewaresOf(path).includes(GUARDS[principal]))
        .filter((principal) => PROCEDURE_MATRIX[path]!.access[principal] !== 'deny')
        .map((principal) => `${path}: guarded against ${principal}, but its row says otherwise`),
    );
    expect(wrong).toEqual([]);
  });

  const cells = Object.entries(PROCEDURE_MATRIX).flatMap(([path, row]) =>
    PRINCIPALS.filter((principal) => !refusedByGuard(path, principal)).map(
      (principal) => [path, principal, row.access[principal]] as const,
    ),
  );

  it.each(cells)('%s for %s: %s', async (path, principal, access) => {
    const row = PROCEDURE_MATRIX[path]!;
    const outcome = await outcomeOf(
      world.clients[principal].rpc,
      path,
      row.input(world, principal),
    );
    const seen = `${outcome.code}: ${outcome.message}`;
    if (access === 'deny') expect(outcome.code, seen).toBe(deniedCode(principal));
    else if (access === 'hidden') expect(outcome.code, seen).toBe('NOT_FOUND');
    else if (outcome.code !== 'OK')
      // An allowed call succeeds, or meets a refusal its row names for this principal.
      expect(
        (row.refusals ?? []).filter((refusal) => isRefusal(refusal, principal, outcome)),
        `${seen} is not a refusal the row names for ${principal}`,
      ).not.toEqual([]);
  });

  const routeCells = Object.entries(ROUTE_MATRIX).flatMap(([path, row]) =>
    PRINCIPALS.map((principal) => [path, principal, row.access[principal]] as const),
  );

  it.each(routeCells)('route %s for %s: %s', async (path, principal, access) => {
    const controller = new AbortController();
    const response = await world.clients[principal].fetch(path, {
      method: ROUTE_MATRIX[path]!.method,
      signal: controller.signal,
    });
    controller.abort();
    const expected = { allow: 200, hidden: 404, deny: principal === 'anonymous' ? 401 : 403 };
    expect(response.status).toBe(expected[access]);
  });
});

describe('scope of lists', () => {
  it.each([
    'contractorA',
    'contractorB',
    'foreman',
    'plant',
    'siteAdmin',
    'otherSite',
    'noLocation',
  ] as const)('lists only companies %s may see', async (principal) => {
    const companies = await world.clients[principal].rpc.sites.listCompanies();
    const siteOf = world.siteOf[principal];
    const siteCompanies = [siteOf.companyA, siteOf.companyB];
    for (const c of companies) expect(siteCompanies).toContain(c.id);
    if (principal === 'contractorA' || principal === 'foreman')
      expect(companies.map((c) => c.id)).toEqual([siteOf.companyA]);
    if (principal === 'contractorB') expect(companies.map((c) => c.id)).toEqual([siteOf.companyB]);
  });

  it('shows a site admin no applicant of another site', async () => {
    const pending = await world.clients.siteAdmin.rpc.sites.listPendingUsers();
    expect(pending.map((p) => p.userId)).not.toContain(world.pendingBySite[world.other.siteKey]);
    const elsewhere = await world.clients.otherSite.rpc.sites.listPendingUsers();
    expect(elsewhere.map((p) => p.userId)).not.toContain(world.pendingBySite[world.site.siteKey]);
  });
});
