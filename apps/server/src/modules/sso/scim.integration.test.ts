import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { SCIM_DETAILS, SCIM_SCHEMAS, scimTooLong } from '@craftwork/domain/admin/scim';
import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import { USER_MESSAGES } from '@craftwork/domain/admin/users';
import { auditLog, scimUsers, sessions, siteUsers } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { cookieHeader, openLiveStream } from '../../test/live-stream.ts';
import { addMember, createVerifiedUser } from '../sites/index.ts';
import { startTestIdp, type TestIdp } from '../../test/oidc-idp.ts';

const PUBLIC_URL = 'http://craftwork.test';
const SCIM_JSON = 'application/scim+json';

let idp: TestIdp;
let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let admin: TestClient;
let otherAdmin: TestClient;
/** Site A's and site B's SCIM tokens, as their providers hold them. */
let token: string;
let otherToken: string;

beforeAll(async () => {
  idp = await startTestIdp(`${PUBLIC_URL}/api/auth/sso/callback/`);
  // Every limit at its real size, so the wrong-token limit can be reached (its test is last).
  t = await startTestApp({ TRUSTED_ORIGINS: idp.issuer, RATE_LIMIT_MULTIPLIER: '1' });
  site = await createSiteFixture(t.db, 'SCIA');
  other = await createSiteFixture(t.db, 'SCIB');
  admin = await t.signIn(site.users.admin.email, PASSWORD);
  otherAdmin = await t.signIn(other.users.admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const connection = (domain: string) => ({
  providerName: `${domain} ID`,
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: [domain],
  ssoOnly: false,
  jitPreset: null,
  jitCompanyId: null,
});

type TScimAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

/** A request of the provider's SCIM client, with `bearer` (null: no Authorization header). */
async function scim(
  bearer: string | null,
  method: string,
  path: string,
  body?: unknown,
  contentType = SCIM_JSON,
): Promise<TScimAnswer> {
  const headers = new Headers();
  if (bearer !== null) headers.set('authorization', `Bearer ${bearer}`);
  if (body !== undefined) headers.set('content-type', contentType);
  const response = await fetch(`${t.url}/scim/v2${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

const byUserName = (userName: string) =>
  `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;

/** What Entra ID POSTs for a person assigned to the enterprise app. */
const entraUser = (email: string) => ({
  schemas: [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterpriseUser],
  externalId: email.split('@')[0],
  userName: email,
  active: true,
  displayName: 'Someone',
  emails: [{ primary: true, type: 'work', value: email }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Some One', familyName: 'One', givenName: 'Some' },
  roles: [],
});

/** What Okta POSTs (and PUTs, whole) for a person assigned to the app. */
const oktaUser = (email: string, active = true) => ({
  schemas: [SCIM_SCHEMAS.user],
  userName: email,
  name: { givenName: 'Some', familyName: 'One' },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: 'Some One',
  locale: 'en-US',
  externalId: `00u${email.length}`,
  groups: [],
  password: 'never-kept-1',
  active,
});

const entraDeactivation = {
  schemas: [SCIM_SCHEMAS.patchOp],
  Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
};

async function membership(userId: string, siteKey = site.siteKey) {
  const [row] = await t.db
    .select({ approved: siteUsers.approved })
    .from(siteUsers)
    .where(and(eq(siteUsers.userId, userId), eq(siteUsers.siteKey, siteKey)));
  return row;
}

const sessionsOf = (userId: string) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId));

async function latestAudit(targetId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));
  return row;
}

describe('the SCIM token', () => {
  it('needs a saved connection', async () => {
    await expect(admin.rpc.sso.createScimToken()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SSO_MESSAGES.notConnected,
    });
  });

  it('is made by the site admin, shown once, and its prefix and date are in the view', async () => {
    const saved = await admin.rpc.sso.save(connection('scia.test'));
    expect(saved.scim).toEqual({
      baseUrl: `${PUBLIC_URL}/scim/v2`,
      tokenPrefix: null,
      tokenCreatedAt: null,
    });
    const made = await admin.rpc.sso.createScimToken();
    expect(made.token).toMatch(/^cwscim_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    expect(made.prefix).toHaveLength(15);
    token = made.token;
    const view = await admin.rpc.sso.get();
    expect(view?.scim).toEqual({
      baseUrl: `${PUBLIC_URL}/scim/v2`,
      tokenPrefix: made.prefix,
      tokenCreatedAt: made.createdAt,
    });
    expect(JSON.stringify(view)).not.toContain(made.token);
    const audit = await latestAudit(saved.providerId);
    expect(audit).toMatchObject({
      actorId: site.users.admin.id,
      area: 'siteSettings',
      action: 'created',
      after: { scimToken: `${made.prefix}…` },
    });
  });

  it.each(['plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'is neither made nor revoked by %s',
    async (role) => {
      const c = await t.signIn(site.users[role].email, PASSWORD);
      await expect(c.rpc.sso.createScimToken()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(c.rpc.sso.revokeScimToken()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('is neither made nor revoked by a signed-out caller', async () => {
    await expect(t.client().rpc.sso.createScimToken()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.client().rpc.sso.revokeScimToken()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it("is another site's admin's own: theirs works on their site only, and their revoke leaves ours", async () => {
    await otherAdmin.rpc.sso.save(connection('scib.test'));
    otherToken = (await otherAdmin.rpc.sso.createScimToken()).token;
    await otherAdmin.rpc.sso.revokeScimToken();
    otherToken = (await otherAdmin.rpc.sso.createScimToken()).token;
    expect((await scim(token, 'GET', '/Users')).status).toBe(200);
    expect((await scim(otherToken, 'GET', '/Users')).status).toBe(200);
  });

  it('is refused when missing or wrong, with a SCIM error', async () => {
    for (const bearer of [null, 'cwscim_wrong', `${token}x`]) {
      const answer = await scim(bearer, 'GET', byUserName('a@scia.test'));
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toContain(SCIM_JSON);
      expect(answer.headers.get('www-authenticate')).toContain('Bearer');
      expect(answer.body).toEqual({
        schemas: [SCIM_SCHEMAS.error],
        status: '401',
        detail: bearer === null ? SCIM_DETAILS.tokenRequired : SCIM_DETAILS.tokenInvalid,
      });
    }
    // Even the discovery endpoints and names that are not routes.
    expect((await scim(null, 'GET', '/ServiceProviderConfig')).status).toBe(401);
    expect((await scim(null, 'GET', '/Groups')).status).toBe(401);
  });

  it('is refused once revoked, and an earlier one once replaced', async () => {
    await admin.rpc.sso.revokeScimToken();
    expect((await scim(token, 'GET', '/Users')).status).toBe(401);
    expect((await admin.rpc.sso.get())?.scim.tokenPrefix).toBeNull();
    const first = (await admin.rpc.sso.createScimToken()).token;
    const second = await admin.rpc.sso.createScimToken();
    expect((await scim(first, 'GET', '/Users')).status).toBe(401);
    expect((await scim(second.token, 'GET', '/Users')).status).toBe(200);
    token = second.token;
    const providerId = (await admin.rpc.sso.get())!.providerId;
    expect(await latestAudit(providerId)).toMatchObject({
      action: 'secretRotated',
      after: { scimToken: `${second.prefix}…` },
    });
  });
});

describe('discovery', () => {
  it('says what the endpoint supports', async () => {
    const config = await scim(token, 'GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toContain(SCIM_JSON);
    expect(config.body).toMatchObject({
      schemas: [SCIM_SCHEMAS.serviceProviderConfig],
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim(token, 'GET', '/ResourceTypes');
    expect(types.body).toMatchObject({
      totalResults: 1,
      Resources: [{ id: 'User', endpoint: '/Users', schema: SCIM_SCHEMAS.user }],
    });
    const schemas = await scim(token, 'GET', '/Schemas');
    expect(schemas.body).toMatchObject({ totalResults: 1, Resources: [{ id: SCIM_SCHEMAS.user }] });
    const unknown = await scim(token, 'GET', '/Groups');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ schemas: [SCIM_SCHEMAS.error], status: '404' });
  });
});

describe("Entra ID's deprovisioning", () => {
  let resourceId: string;
  let apiToken: string;
  let plant: TestClient;
  let stream: Awaited<ReturnType<typeof openLiveStream>>;

  it('finds nobody by userName before creating', async () => {
    const found = await scim(token, 'GET', byUserName(site.users.plant.email));
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      schemas: [SCIM_SCHEMAS.listResponse],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });
  });

  it('creates the resource without making or changing any membership', async () => {
    const created = await scim(token, 'POST', '/Users', entraUser(site.users.plant.email));
    expect(created.status).toBe(201);
    resourceId = String(created.body.id);
    expect(created.headers.get('location')).toBe(`${PUBLIC_URL}/scim/v2/Users/${resourceId}`);
    expect(created.body).toEqual({
      schemas: [SCIM_SCHEMAS.user],
      id: resourceId,
      externalId: 'plant',
      userName: site.users.plant.email,
      active: true,
      emails: [{ value: site.users.plant.email, type: 'work', primary: true }],
      meta: {
        resourceType: 'User',
        created: expect.any(String),
        lastModified: expect.any(String),
        location: `${PUBLIC_URL}/scim/v2/Users/${resourceId}`,
      },
    });
    expect(await membership(site.users.plant.id)).toEqual({ approved: true });
    // Someone who never signed in is kept as a resource only.
    const newcomer = await scim(token, 'POST', '/Users', entraUser('new.person@scia.test'));
    expect(newcomer.status).toBe(201);
  });

  it('finds the resource by userName (any case), externalId and email, and by its id', async () => {
    for (const filter of [
      `userName eq "${site.users.plant.email.toUpperCase()}"`,
      'externalId eq "plant"',
      `emails[type eq "work"].value eq "${site.users.plant.email}"`,
    ]) {
      const found = await scim(token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id: resourceId }] });
    }
    const one = await scim(token, 'GET', `/Users/${resourceId}`);
    expect(one.body).toMatchObject({ id: resourceId, active: true });
    const page = await scim(token, 'GET', '/Users?startIndex=2&count=1');
    expect(page.body).toMatchObject({ totalResults: 2, startIndex: 2, itemsPerPage: 1 });
  });

  it('refuses a second resource of the same userName', async () => {
    const again = await scim(token, 'POST', '/Users', {
      ...entraUser(site.users.plant.email.toUpperCase()),
      externalId: 'plant-2',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      schemas: [SCIM_SCHEMAS.error],
      status: '409',
      scimType: 'uniqueness',
      detail: SCIM_DETAILS.userNameTaken,
    });
  });

  it('takes the person off the site when Entra sends Replace active "False"', async () => {
    apiToken = (
      await admin.rpc.apiTokens.create({
        name: 'Plant sync',
        scope: 'read',
        expiresInDays: 30,
        actsAsUserId: site.users.plant.id,
      })
    ).token;
    const publicApi = () =>
      fetch(`${t.url}/api/v1/tasks`, { headers: { authorization: `Bearer ${apiToken}` } });
    expect((await publicApi()).status).toBe(200);
    plant = await t.signIn(site.users.plant.email, PASSWORD);
    expect(await plant.rpc.session.me()).not.toBeNull();
    stream = await openLiveStream(t.url, cookieHeader(plant.cookies));
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'connected');

    const patched = await scim(token, 'PATCH', `/Users/${resourceId}`, entraDeactivation);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: resourceId, active: false });

    expect(await membership(site.users.plant.id)).toBeUndefined();
    expect((await publicApi()).status).toBe(401);
    expect(await sessionsOf(site.users.plant.id)).toEqual([]);
    expect(await plant.rpc.session.me()).toBeNull();
    await stream.waitForEnd();
    // The audit says the provider did it, on the authority of the admin who made its token.
    expect(await latestAudit(site.users.plant.id)).toMatchObject({
      actorId: site.users.admin.id,
      area: 'users',
      action: 'removed',
      before: { approved: true, email: site.users.plant.email },
      after: { by: 'scim' },
    });
  });

  it('only marks the resource active again: the person rejoins by signing in', async () => {
    const patched = await scim(token, 'PATCH', `/Users/${resourceId}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(patched.body).toMatchObject({ active: true });
    expect(await membership(site.users.plant.id)).toBeUndefined();
  });

  it('takes an applicant off the site too', async () => {
    const created = await scim(token, 'POST', '/Users', entraUser(site.users.applicant.email));
    const patched = await scim(token, 'PATCH', `/Users/${String(created.body.id)}`, {
      schemas: [SCIM_SCHEMAS.patchOp],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patched.status).toBe(200);
    expect(await membership(site.users.applicant.id)).toBeUndefined();
    expect(await latestAudit(site.users.applicant.id)).toMatchObject({
      action: 'rejected',
      after: { by: 'scim' },
    });
  });

  it('keeps the last site admin, answering 409 with its reason', async () => {
    const created = await scim(token, 'POST', '/Users', entraUser(site.users.admin.email));
    const id = String(created.body.id);
    const refused = await scim(token, 'PATCH', `/Users/${id}`, entraDeactivation);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      schemas: [SCIM_SCHEMAS.error],
      status: '409',
      detail: USER_MESSAGES.lastSiteAdmin,
    });
    expect(await membership(site.users.admin.id)).toEqual({ approved: true });
    // Nothing of the refused write stays.
    expect((await scim(token, 'GET', `/Users/${id}`)).body).toMatchObject({ active: true });
  });
});

describe("Okta's deprovisioning", () => {
  it('takes the person off the site when Okta PUTs the resource with active false', async () => {
    const created = await scim(token, 'POST', '/Users', oktaUser(site.users.foreman.email));
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect(JSON.stringify(created.body)).not.toContain('never-kept');
    expect(await membership(site.users.foreman.id)).toEqual({ approved: true });
    const put = await scim(
      token,
      'PUT',
      `/Users/${id}`,
      { ...oktaUser(site.users.foreman.email, false), id },
      'application/json',
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, active: false, userName: site.users.foreman.email });
    expect(await membership(site.users.foreman.id)).toBeUndefined();
  });

  it('takes the person off the site when the resource is deleted', async () => {
    const created = await scim(token, 'POST', '/Users', oktaUser(site.users.contractorA.email));
    const id = String(created.body.id);
    const deleted = await scim(token, 'DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(await membership(site.users.contractorA.id)).toBeUndefined();
    expect((await scim(token, 'GET', `/Users/${id}`)).status).toBe(404);
    expect((await scim(token, 'DELETE', `/Users/${id}`)).status).toBe(404);
  });
});

describe('other sites', () => {
  it("never see or change this site's resources", async () => {
    const [ours] = await t.db.select().from(scimUsers).where(eq(scimUsers.siteKey, site.siteKey));
    const id = ours!.id;
    expect((await scim(otherToken, 'GET', `/Users/${id}`)).status).toBe(404);
    expect((await scim(otherToken, 'PATCH', `/Users/${id}`, entraDeactivation)).status).toBe(404);
    expect((await scim(otherToken, 'PUT', `/Users/${id}`, oktaUser(ours!.userName))).status).toBe(
      404,
    );
    expect((await scim(otherToken, 'DELETE', `/Users/${id}`)).status).toBe(404);
    expect((await scim(otherToken, 'GET', '/Users')).body).toMatchObject({ totalResults: 0 });
  });

  it("never touch a person who is not a member of the token's site", async () => {
    // Site A's contractor, named by site B's provider: not B's member, so nothing happens.
    const contractor = await t.signIn(site.users.contractorB.email, PASSWORD);
    const created = await scim(
      otherToken,
      'POST',
      '/Users',
      entraUser(site.users.contractorB.email),
    );
    expect(created.status).toBe(201);
    const patched = await scim(
      otherToken,
      'PATCH',
      `/Users/${String(created.body.id)}`,
      entraDeactivation,
    );
    expect(patched.status).toBe(200);
    expect(await membership(site.users.contractorB.id)).toEqual({ approved: true });
    expect(await contractor.rpc.session.me()).not.toBeNull();
    // The same address may have a resource on each site.
    const ours = await scim(token, 'POST', '/Users', entraUser(site.users.contractorB.email));
    expect(ours.status).toBe(201);
  });

  it('leave an unknown person alone', async () => {
    const created = await scim(token, 'POST', '/Users', entraUser('nobody@scia.test'));
    const deleted = await scim(token, 'DELETE', `/Users/${String(created.body.id)}`);
    expect(deleted.status).toBe(204);
  });
});

describe('what the endpoint refuses', () => {
  let id: string;
  beforeAll(async () => {
    id = String((await scim(token, 'POST', '/Users', entraUser('limits@scia.test'))).body.id);
  });

  it.each<[string, string, string, unknown, string]>([
    [
      'an over-long userName',
      'POST',
      '/Users',
      entraUser(`${'a'.repeat(320)}@scia.test`),
      scimTooLong('userName', 320),
    ],
    [
      'an over-long text it does not keep',
      'POST',
      '/Users',
      { ...entraUser('x@scia.test'), displayName: 'x'.repeat(1025) },
      scimTooLong('displayName', 1024),
    ],
    ['a POST without userName', 'POST', '/Users', { active: true }, SCIM_DETAILS.userNameRequired],
    [
      'an over-long externalId in a PATCH',
      'PATCH',
      '',
      {
        schemas: [SCIM_SCHEMAS.patchOp],
        Operations: [{ op: 'replace', path: 'externalId', value: 'x'.repeat(256) }],
      },
      scimTooLong('externalId', 255),
    ],
    [
      'an over-long email in a PUT',
      'PUT',
      '',
      { ...oktaUser('limits@scia.test'), emails: [{ value: `${'a'.repeat(320)}@x.test` }] },
      scimTooLong('emails.value', 320),
    ],
    ['a PATCH that is not a PatchOp', 'PATCH', '', { active: false }, SCIM_DETAILS.patchInvalid],
  ])('%s with 400', async (_case, method, path, body, detail) => {
    const answer = await scim(token, method, path || `/Users/${id}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ schemas: [SCIM_SCHEMAS.error], status: '400', detail });
  });

  it('refuses an unsupported or over-long filter with invalidFilter', async () => {
    for (const filter of ['userName sw "a"', `userName eq "${'a'.repeat(1000)}"`]) {
      const answer = await scim(token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ scimType: 'invalidFilter' });
    }
  });

  it('refuses bad JSON, other media types, NUL characters and big bodies', async () => {
    const bad = await scim(token, 'POST', '/Users', '{"userName": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ scimType: 'invalidSyntax', detail: SCIM_DETAILS.bodyInvalid });
    const text = await scim(token, 'POST', '/Users', 'userName=a', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ detail: SCIM_DETAILS.mediaType });
    const nul = await scim(token, 'POST', '/Users', entraUser('nul\u0000@scia.test'));
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ detail: SCIM_DETAILS.nulCharacter });
    const big = await scim(token, 'POST', '/Users', {
      ...entraUser('big@scia.test'),
      roles: Array.from({ length: 100 }, () => 'x'.repeat(1000)),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ detail: SCIM_DETAILS.tooLarge });
  });

  it('answers an id that is not a resource with 404', async () => {
    for (const path of ['/Users/not-a-uuid', '/Users/0b0c6a8e-53f4-4d2a-9a4e-0f5b7d7d2c11']) {
      const answer = await scim(token, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ detail: SCIM_DETAILS.notFound });
    }
  });
});

describe("a token's maker", () => {
  it('ends the token when they stop being a site admin, even through it', async () => {
    const deputyEmail = 'deputy@scia.test';
    const deputyId = await createVerifiedUser(t.db, {
      email: deputyEmail,
      password: PASSWORD,
      displayName: 'Deputy SCIA',
    });
    await addMember(t.db, {
      siteKey: site.siteKey,
      userId: deputyId,
      approved: true,
      permissions: PERMISSION_PRESETS.siteAdmin,
      makeDefault: true,
    });
    const deputy = await t.signIn(deputyEmail, PASSWORD);
    const deputyToken = (await deputy.rpc.sso.createScimToken()).token;
    const created = await scim(deputyToken, 'POST', '/Users', entraUser(deputyEmail));
    const removed = await scim(
      deputyToken,
      'PATCH',
      `/Users/${String(created.body.id)}`,
      entraDeactivation,
    );
    expect(removed.status).toBe(200);
    expect(await membership(deputyId)).toBeUndefined();
    expect((await admin.rpc.sso.get())?.scim.tokenPrefix).toBeNull();
    expect((await scim(deputyToken, 'GET', '/Users')).status).toBe(401);
    const providerId = (await admin.rpc.sso.get())!.providerId;
    expect(await latestAudit(providerId)).toMatchObject({
      action: 'revoked',
      after: { endedWith: 'Deputy SCIA' },
    });
    token = (await admin.rpc.sso.createScimToken()).token;
  });
});

describe('wrong tokens from one address', () => {
  it('are limited, and then even a good token from there waits', async () => {
    let answer: TScimAnswer | undefined;
    for (let i = 0; i < 25; i++) {
      answer = await scim('cwscim_guess', 'GET', '/Users');
      if (answer.status === 429) break;
    }
    expect(answer?.status).toBe(429);
    expect(answer?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer?.body).toMatchObject({
      schemas: [SCIM_SCHEMAS.error],
      status: '429',
      detail: SCIM_DETAILS.tooManyFailures,
    });
    expect((await scim(token, 'GET', '/Users')).status).toBe(429);
  });
});
