import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { PROCEDURE_MATRIX } from './authorization-matrix.ts';
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
  const multipart = new FormData();
  multipart.set('json', json);
  return [
    { type: 'text/plain', body: json },
    { type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ json }).toString() },
    { type: 'multipart/form-data', body: multipart },
  ];
}

describe('cross-site request forgery', () => {
  const cases = Object.keys(PROCEDURE_MATRIX).flatMap((path) =>
    ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'].map(
      (type) => [path, type] as const,
    ),
  );

  it.each(cases)('refuses a cross-site %s form post (%s)', async (path, type) => {
    const input = PROCEDURE_MATRIX[path]!.input(world, 'siteAdmin');
    const form = crossSiteForms(input).find((f) => f.type === type)!;
    const headers: Record<string, string> = { origin: EVIL, referer: `${EVIL}/attack` };
    if (type !== 'multipart/form-data') headers['content-type'] = type;
    const response = await world.clients.siteAdmin.fetch(`/rpc/${path.replaceAll('.', '/')}`, {
      method: 'POST',
      headers,
      body: form.body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
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

  it.each(['/api/auth/sign-out', '/api/auth/change-password', '/api/auth/update-user'])(
    'refuses a cross-site post to %s',
    async (path) => {
      const response = await world.clients.plant.fetch(path, {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': 'text/plain' },
        body: JSON.stringify({
          currentPassword: 'x',
          newPassword: 'forged-password',
          name: 'forged',
        }),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await world.clients.plant.rpc.session.me()).not.toBeNull();
    },
  );
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
