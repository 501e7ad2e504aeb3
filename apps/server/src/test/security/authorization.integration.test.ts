import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX, ROUTE_MATRIX } from './authorization-matrix.ts';
import { buildMatrixWorld, PRINCIPALS, type MatrixWorld } from './principals.ts';
import { outcomeOf, procedurePaths } from './router-paths.ts';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildMatrixWorld(t, t.db);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has a row for every procedure of the router, and no row for a procedure that is gone', () => {
    expect(Object.keys(PROCEDURE_MATRIX).sort()).toEqual(procedurePaths().sort());
  });

  const cells = Object.entries(PROCEDURE_MATRIX).flatMap(([path, row]) =>
    PRINCIPALS.map((principal) => [path, principal, row.access[principal]] as const),
  );

  // Allowed calls may still meet a business refusal (a conflict, a throttle, a bad token).
  const OUTCOMES = {
    allow: ['OK', 'BAD_REQUEST', 'CONFLICT', 'TOO_MANY_REQUESTS'],
    deny: ['UNAUTHORIZED', 'FORBIDDEN'],
    hidden: ['NOT_FOUND'],
  };

  it.each(cells)('%s for %s: %s', async (path, principal, access) => {
    const row = PROCEDURE_MATRIX[path]!;
    const outcome = await outcomeOf(
      world.clients[principal].rpc,
      path,
      row.input(world, principal),
    );
    expect(OUTCOMES[access], `${outcome.code}: ${outcome.message}`).toContain(outcome.code);
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
    if (access === 'allow') expect(response.status).toBe(200);
    else expect([401, 403, 404]).toContain(response.status);
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
