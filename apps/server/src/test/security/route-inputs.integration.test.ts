import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../http/input-guard.ts';
import { NO_ROUTE_MESSAGE, problemOf } from '../../public-api/problem.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * Issue 31 #7: a NUL in a path parameter or a body reached PostgreSQL, whose text cannot hold
 * one, and the route answered 500 (with the query in the log). One guard before every route's
 * handler: such a path names nothing (404), such a body is refused (400).
 */
let t: TestApp;
let site: SiteFixture;
let plant: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'NULS');
  plant = await t.signIn(site.users.plant.email, PASSWORD);
});
afterAll(() => t.close());

const NOT_FOUND = { status: 404, body: { message: 'Not found' } };
/** Under /api/v1 every answer is a problem detail (RFC 9457, issue 35). */
const API_NOT_FOUND = {
  status: 404,
  body: problemOf(404, 'NOT_FOUND', NO_ROUTE_MESSAGE),
};
const expected = (path: string) => (path.startsWith('/api/v1/') ? API_NOT_FOUND : NOT_FOUND);

/** Every HTTP route with a path parameter, with a NUL in each parameter (and one trailing). */
const PATHS = [
  '/api/inspections/%00/pdf',
  '/api/billing/estimates/%00/pdf',
  '/api/billing/invoices/%00/pdf',
  '/api/inspections/00000000-0000-4000-8000-000000000000%00/pdf',
  '/api/billing/estimates/x%00y/pdf',
  '/api/billing/invoices/%00%00/pdf',
  '/api/billing/estimate-approval/%00/pdf',
  '/api/files/photos/%00/thumb',
  '/api/files/assets/%00/1/thumb',
  '/api/files/assets/x/%00/thumb',
  '/api/files/company-logos/%00/1/thumb',
  '/api/files/attachments/%00',
  '/api/qr-tags/%00',
  '/api/reports/%00/pdf',
  '/api/reports/x/%00',
  '/api/user-photos/%00/thumb',
  '/api/v1/docs/%00',
  '/api/v1/tasks/%00',
  '/api/auth/%00',
  '/rpc/%00',
];

async function answer(client: TestClient, path: string, init?: RequestInit) {
  const response = await client.fetch(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('a NUL in a path parameter', () => {
  it.each(PATHS)('%s names nothing, signed in (plant) and signed out', async (path) => {
    expect(await answer(plant, path)).toEqual(expected(path));
    expect(await answer(t.client(), path)).toEqual(expected(path));
  });
});

describe('a NUL in a body', () => {
  const signIn = (body: string) =>
    answer(t.client(), '/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it.each([
    ['the e-mail', { email: `plant@nuls.test\u0000`, password: PASSWORD }],
    ['the password', { email: 'plant@nuls.test', password: `${PASSWORD}\u0000` }],
    ['a key', { email: 'plant@nuls.test', password: PASSWORD, '\u0000': 1 }],
  ])('refuses a sign-in with a NUL in %s (400)', async (_where, body) => {
    expect(await signIn(JSON.stringify(body))).toEqual({
      status: 400,
      body: { message: NUL_MESSAGE },
    });
  });

  it('still signs in without one', async () => {
    const { status } = await signIn(
      JSON.stringify({ email: site.users.plant.email, password: PASSWORD }),
    );
    expect(status).toBe(200);
  });
});
