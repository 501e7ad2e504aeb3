import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { procedurePaths } from './router-paths.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import type { MatrixWorld } from './principals.ts';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildMatrixWorld(t, t.db);
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

/** The three bodies an HTML form on another site can send without a preflight. */
function crossSiteForms(input: unknown): { type: string; body: RequestInit['body'] }[] {
  const json = JSON.stringify({ json: input ?? null });
  // A multipart body in the RPC's own shape (its `data` part), so it reaches the guard.
  const multipart = new FormData();
  multipart.set('data', json);
  return [
    { type: 'text/plain', body: json },
    { type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ json }).toString() },
    { type: 'multipart/form-data', body: multipart },
  ];
}

describe('cross-site request forgery', () => {
  /** Posts a cross-site form (no x-csrf-token header) to a procedure as the site admin. */
  async function forge(path: string, type: string, input: unknown) {
    const form = crossSiteForms(input).find((f) => f.type === type)!;
    const headers: Record<string, string> = { origin: EVIL, referer: `${EVIL}/attack` };
    if (type !== 'multipart/form-data') headers['content-type'] = type;
    const response = await world.clients.siteAdmin.fetch(`/rpc/${path.replaceAll('.', '/')}`, {
      method: 'POST',
      headers,
      body: form.body,
    });
    const body = (await response.json()) as { json?: { code?: string; message?: string } };
    return { status: response.status, code: body.json?.code, message: body.json?.message };
  }

  // The guard is the RPC handler's plugin: every procedure of the router sits behind it.
  it('refuses a cross-site post to every procedure of the router, as the guard answers', async () => {
    const answers: string[] = [];
    for (const path of procedurePaths()) {
      const answer = await forge(
        path,
        'text/plain',
        PROCEDURE_MATRIX[path]!.input(world, 'siteAdmin'),
      );
      answers.push(`${path}: ${answer.status} ${answer.code} ${answer.message}`);
    }
    expect(answers).toEqual(
      procedurePaths().map((path) => `${path}: 403 CSRF_TOKEN_MISMATCH Invalid CSRF token`),
    );
  });

  it.each(
    ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'].flatMap((type) =>
      ['profile.updatePhone', 'craftRecords.addAttachment'].map((path) => [type, path] as const),
    ),
  )('refuses a cross-site %s form post to %s with 403 CSRF_TOKEN_MISMATCH', async (type, path) => {
    expect(await forge(path, type, PROCEDURE_MATRIX[path]!.input(world, 'siteAdmin'))).toEqual({
      status: 403,
      code: 'CSRF_TOKEN_MISMATCH',
      message: 'Invalid CSRF token',
    });
  });

  it('changes nothing when a forged post is refused', async () => {
    const before = await t.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, world.ids.siteAdmin));
    for (const form of crossSiteForms({ phone: 'forged' })) {
      await world.clients.siteAdmin.fetch('/rpc/profile/updatePhone', {
        method: 'POST',
        headers:
          form.type === 'multipart/form-data'
            ? { origin: EVIL }
            : { origin: EVIL, 'content-type': form.type },
        body: form.body,
      });
    }
    const after = await t.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, world.ids.siteAdmin));
    expect(after).toEqual(before);
  });

  // A form can only send these types; better-auth takes JSON alone, and has no update-user.
  it.each([
    ['/api/auth/sign-out', 415],
    ['/api/auth/change-password', 415],
    ['/api/auth/update-user', 404],
  ])('refuses a cross-site post to %s with %i', async (path, status) => {
    const response = await world.clients.plant.fetch(path, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      body: JSON.stringify({
        currentPassword: 'x',
        newPassword: 'forged-password',
        name: 'forged',
      }),
    });
    expect(response.status).toBe(status);
    expect(await world.clients.plant.rpc.session.me()).not.toBeNull();
  });
});

describe('security headers', () => {
  it.each(['/', '/login', '/api/health'])('sends a strict policy on %s', async (path) => {
    const response = await t.client().fetch(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when served over TLS', async () => {
    const tls = await startTestApp({ PUBLIC_URL: 'https://craftwork.test' });
    try {
      const response = await fetch(`${tls.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await tls.close();
    }
  });

  it('refuses an oversized RPC body without reading it', async () => {
    const response = await t.client().fetch('/rpc/system/config', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
      body: JSON.stringify({ json: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});
