import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { API_TOKEN_MESSAGES, MAX_ACTIVE_API_TOKENS } from '@craftwork/domain/integrations/tokens';
import { apiRequests, apiTokens } from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { findUsableToken, hashToken, issueToken } from './token-core.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'TOKENS');
  other = await createSiteFixture(t.db, 'TOKENSOTHER');
  c = await signInAll();
});
afterAll(() => t.close());

const signInAll = () =>
  signInEach(
    t,
    {
      admin: site.users.admin,
      plant: site.users.plant,
      foreman: site.users.foreman,
      contractorA: site.users.contractorA,
      applicant: site.users.applicant,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );

const readToken = { name: 'ERP sync', scope: 'read', expiresInDays: 30 } as const;

describe('apiTokens.create', () => {
  it('answers a working token once and stores only its hash', async () => {
    const made = await c.admin.rpc.apiTokens.create(readToken);
    expect(made.token).toMatch(/^cw_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    const usable = await findUsableToken(t.db, made.token);
    expect(usable).toMatchObject({
      id: made.id,
      siteKey: site.siteKey,
      userId: site.users.admin.id,
      createdBy: site.users.admin.id,
      scope: 'read',
    });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row?.tokenHash).toBe(hashToken(made.token));
    expect(row?.tokenHash).not.toContain(made.token);
    expect(JSON.stringify(row)).not.toContain(made.token);
    // 30 days from now, within the minute.
    const days = (new Date(made.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('acts as another approved member of the site when one is named', async () => {
    const made = await c.admin.rpc.apiTokens.create({
      ...readToken,
      name: 'Plant reader',
      actsAsUserId: site.users.plant.id,
    });
    expect((await findUsableToken(t.db, made.token))?.userId).toBe(site.users.plant.id);
  });

  it.each([
    ['another site’s user', () => other.users.admin.id],
    ['a pending applicant', () => site.users.applicant.id],
    ['an unknown user', () => randomUUID()],
  ])('refuses to act as %s', async (_case, userId) => {
    await expect(
      c.admin.rpc.apiTokens.create({ ...readToken, actsAsUserId: userId() }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: API_TOKEN_MESSAGES.actsAsNotMember });
  });

  it('refuses names that are empty or too long and lifetimes not offered', async () => {
    await expect(c.admin.rpc.apiTokens.create({ ...readToken, name: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.admin.rpc.apiTokens.create({ ...readToken, name: 'x'.repeat(101) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      // @ts-expect-error: a lifetime the form never offers
      c.admin.rpc.apiTokens.create({ ...readToken, expiresInDays: 10_000 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('writes an audit entry', async () => {
    await c.admin.rpc.apiTokens.create({ ...readToken, name: 'Audited token' });
    const { rows } = await c.admin.rpc.audit.list({ area: 'apiTokens', search: 'audited token' });
    expect(rows[0]).toMatchObject({ action: 'created', actorName: `admin ${site.siteKey}` });
  });
});

describe('apiTokens.list', () => {
  it('lists the site’s tokens with their status, never the token or its hash', async () => {
    const made = await c.admin.rpc.apiTokens.create({
      ...readToken,
      name: 'Listed',
      scope: 'write',
    });
    const list = await c.admin.rpc.apiTokens.list();
    const listed = list.find((row) => row.id === made.id);
    expect(listed).toMatchObject({
      name: 'Listed',
      scope: 'write',
      prefix: made.prefix,
      status: 'active',
      userName: `admin ${site.siteKey}`,
      userEmail: site.users.admin.email,
      createdByName: `admin ${site.siteKey}`,
      revokedAt: null,
    });
    const text = JSON.stringify(list);
    expect(text).not.toContain(made.token);
    expect(text).not.toContain(hashToken(made.token));
    expect(Object.keys(listed!)).not.toContain('tokenHash');
  });

  it('shows an expired token as expired', async () => {
    const { row } = await issueToken(t.db, {
      siteKey: site.siteKey,
      userId: site.users.admin.id,
      createdBy: site.users.admin.id,
      name: 'Old one',
      scope: 'read',
      expiresAt: new Date(Date.now() - 1000),
    });
    const list = await c.admin.rpc.apiTokens.list();
    expect(list.find((r) => r.id === row.id)?.status).toBe('expired');
  });

  it('never shows another site’s tokens', async () => {
    const theirs = await c.otherAdmin.rpc.apiTokens.create({ ...readToken, name: 'Secret other' });
    expect((await c.admin.rpc.apiTokens.list()).map((r) => r.id)).not.toContain(theirs.id);
    expect((await c.otherAdmin.rpc.apiTokens.list()).map((r) => r.name)).toEqual(['Secret other']);
  });
});

describe('apiTokens.revoke', () => {
  it('stops the token at once, says who revoked it, and is harmless twice', async () => {
    const made = await c.admin.rpc.apiTokens.create({ ...readToken, name: 'To revoke' });
    expect(await findUsableToken(t.db, made.token)).toBeDefined();
    await c.admin.rpc.apiTokens.revoke({ tokenId: made.id });
    expect(await findUsableToken(t.db, made.token)).toBeUndefined();
    await expect(c.admin.rpc.apiTokens.revoke({ tokenId: made.id })).resolves.toEqual({ ok: true });
    const listed = (await c.admin.rpc.apiTokens.list()).find((r) => r.id === made.id);
    expect(listed).toMatchObject({ status: 'revoked', revokedByName: `admin ${site.siteKey}` });
    const { rows } = await c.admin.rpc.audit.list({ area: 'apiTokens', search: 'to revoke' });
    expect(rows.map((r) => r.action)).toEqual(['revoked', 'created']);
  });

  it('cannot reach another site’s token', async () => {
    const theirs = await c.otherAdmin.rpc.apiTokens.create({ ...readToken, name: 'Theirs' });
    await expect(c.admin.rpc.apiTokens.revoke({ tokenId: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await findUsableToken(t.db, theirs.token)).toBeDefined();
  });
});

describe('apiTokens.requests', () => {
  it('pages the site’s request log newest first, filtered by token, and exports it', async () => {
    const a = await c.admin.rpc.apiTokens.create({ ...readToken, name: 'Logged A' });
    const b = await c.admin.rpc.apiTokens.create({ ...readToken, name: 'Logged B' });
    const theirs = await c.otherAdmin.rpc.apiTokens.create({ ...readToken, name: 'Their log' });
    const base = Date.parse('2026-11-20T10:00:00Z');
    const request = (tokenId: string, siteKey: string, userId: string, i: number) => ({
      id: randomUUID(),
      siteKey,
      tokenId,
      userId,
      method: 'GET',
      path: `/api/v1/tasks?page=${i}`,
      status: 200,
      durationMs: 12,
      at: new Date(base + i * 60_000),
    });
    await t.db
      .insert(apiRequests)
      .values([
        ...Array.from({ length: 27 }, (_, i) =>
          request(a.id, site.siteKey, site.users.admin.id, i),
        ),
        request(b.id, site.siteKey, site.users.admin.id, 100),
        request(theirs.id, other.siteKey, other.users.admin.id, 200),
      ]);
    const all = await c.admin.rpc.apiTokens.requests({ pageSize: 25 });
    expect(all.total).toBe(28);
    expect(all.rows[0]).toMatchObject({
      tokenName: 'Logged B',
      tokenPrefix: b.prefix,
      who: `admin ${site.siteKey}`,
      method: 'GET',
      path: '/api/v1/tasks?page=100',
      status: 200,
    });
    const second = await c.admin.rpc.apiTokens.requests({ pageSize: 25, page: 1 });
    expect(second.rows).toHaveLength(3);
    expect(new Set([...all.rows, ...second.rows].map((r) => r.id)).size).toBe(28);
    const onlyA = await c.admin.rpc.apiTokens.requests({ tokenId: a.id, pageSize: 100 });
    expect(onlyA.total).toBe(27);
    expect(onlyA.rows[0]?.path).toBe('/api/v1/tasks?page=26');
    // Another site's token as a filter finds nothing of theirs.
    expect((await c.admin.rpc.apiTokens.requests({ tokenId: theirs.id })).total).toBe(0);

    const file = await c.admin.rpc.apiTokens.exportRequests({ tokenId: b.id });
    expect(file.filename).toBe(
      `API Requests - ${formatExportFileDate(new Date(), 'America/Chicago')}.csv`,
    );
    expect(file.rows).toBe(1);
    const lines = file.csv.split('\r\n');
    expect(lines[0]).toBe('When,Who,Token,Method,Path,Status,Duration (ms)');
    expect(lines[1]).toContain(
      `admin ${site.siteKey},Logged B (${b.prefix}…),GET,/api/v1/tasks?page=100,200,12`,
    );
    expect(file.csv).not.toContain('Their log');
  });
});

describe('the limit of active tokens', () => {
  it(`refuses a site's token beyond ${MAX_ACTIVE_API_TOKENS} active ones, and counts only active ones`, async () => {
    const limited = await createSiteFixture(t.db, 'TOKENSFULL');
    const [admin] = Object.values(await signInEach(t, { admin: limited.users.admin }, PASSWORD));
    for (let i = 0; i < MAX_ACTIVE_API_TOKENS; i++)
      await issueToken(t.db, {
        siteKey: limited.siteKey,
        userId: limited.users.admin.id,
        createdBy: limited.users.admin.id,
        name: `Token ${i}`,
        scope: 'read',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    await expect(admin!.rpc.apiTokens.create(readToken)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: API_TOKEN_MESSAGES.tooMany,
    });
    const [first] = await admin!.rpc.apiTokens.list();
    await admin!.rpc.apiTokens.revoke({ tokenId: first!.id });
    await expect(admin!.rpc.apiTokens.create(readToken)).resolves.toMatchObject({ scope: 'read' });
  });
});

describe('who may use the API token procedures', () => {
  it.each(['plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'refuses every one to %s',
    async (role) => {
      const refused = {
        code: 'FORBIDDEN',
        ...(role === 'applicant' ? {} : { message: PERMISSION_ERROR_MESSAGE }),
      };
      await expect(c[role].rpc.apiTokens.list()).rejects.toMatchObject(refused);
      await expect(c[role].rpc.apiTokens.create(readToken)).rejects.toMatchObject(refused);
      await expect(c[role].rpc.apiTokens.revoke({ tokenId: 'x' })).rejects.toMatchObject(refused);
      await expect(c[role].rpc.apiTokens.requests({})).rejects.toMatchObject(refused);
      await expect(c[role].rpc.apiTokens.exportRequests({})).rejects.toMatchObject(refused);
    },
  );

  it('refuses a signed-out caller', async () => {
    await expect(t.client().rpc.apiTokens.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
