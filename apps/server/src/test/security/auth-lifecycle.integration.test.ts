import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.ts';
import { createVerifiedUser } from '../../modules/sites/index.ts';
import { startTestApp, type TestApp, type TestClient } from '../harness.ts';

// Limits as shipped (no test multiplier), a small per-address sign-in limit, and client
// addresses taken from X-Forwarded-For so each test can act from its own address.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    AUTH_SIGN_IN_LIMIT: '3',
    RATE_LIMIT_MULTIPLIER: '1',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

const PASSWORD = 'a-long-password';
let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

async function newUser(password = PASSWORD) {
  const email = `life-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createVerifiedUser(t.db, { email, password, displayName: 'Lee Lifecycle' });
  return { id, email };
}

function post(
  client: TestClient,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function signInFrom(address: string, email: string, password: string) {
  return post(
    t.client(),
    '/api/auth/sign-in/email',
    { email, password },
    {
      'x-forwarded-for': address,
    },
  );
}

async function lastMail(to: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

function tokenIn(text: string, path: string) {
  const match = new RegExp(`http://craftwork\\.test${path}\\?token=([^\\s]+)`).exec(text);
  return decodeURIComponent(match![1]!);
}

const WAIT = /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/;

describe('sessions end with the password', () => {
  it('a password change signs out every other session, even when the client asks to keep them', async () => {
    const user = await newUser();
    const here = await t.signIn(user.email, PASSWORD);
    const elsewhere = await t.signIn(user.email, PASSWORD);
    const response = await post(here, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-changed-password',
      revokeOtherSessions: false,
    });
    expect(response.status).toBe(200);
    expect(await elsewhere.rpc.session.me()).toBeNull();
    expect((await here.rpc.session.me())?.user.email).toBe(user.email);
  });

  it('a password reset signs out every session', async () => {
    const user = await newUser();
    const session = await t.signIn(user.email, PASSWORD);
    await t.client().rpc.account.sendPasswordResetLink({ email: user.email, version: 'craftwork' });
    const token = tokenIn((await lastMail(user.email))!.text, '/reset-password');
    await t.client().rpc.account.resetPassword({ token, newPassword: 'a-reset-password' });
    expect(await session.rpc.session.me()).toBeNull();
  });
});

describe('e-mail verification links', () => {
  async function verificationToken() {
    const email = `verify-${randomUUID().slice(0, 8)}@example.test`;
    await t.client().rpc.account.createAccount({
      displayName: 'Vera Verify',
      email,
      password: PASSWORD,
      companyName: 'Apex',
      department: 'Ops',
      jobTitle: 'Lead',
      phone: '555',
    });
    return tokenIn((await lastMail(email))!.text, '/verify-email');
  }

  const verify = (token: string) =>
    t.client().fetch(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);

  it('work once; a second use says the link was used', async () => {
    const token = await verificationToken();
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'This verification link has already been used.',
    });
  });

  it('work once when used twice at the same moment', async () => {
    const token = await verificationToken();
    const statuses = (await Promise.all([verify(token), verify(token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });
});

describe('better-auth endpoints the product does not use', () => {
  const UNUSED = [
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/send-verification-email'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/revoke-sessions'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-in/email/'],
    ['POST', '/api/auth/sign-in%2Femail'],
    ['POST', '/api/auth/sign-out/../update-user'],
  ] as const;

  it.each(UNUSED)('%s %s answers 404, signed in or not', async (method, path) => {
    const user = await newUser();
    const signedIn = await t.signIn(user.email, PASSWORD);
    for (const client of [t.client(), signedIn]) {
      const response = await client.fetch(path, {
        method,
        ...(method === 'POST'
          ? {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                email: `new-${randomUUID().slice(0, 8)}@example.test`,
                name: 'Someone',
                password: PASSWORD,
              }),
            }
          : {}),
      });
      expect(response.status).toBe(404);
    }
  });

  it('update-user sets neither an outside photo URL nor a 900 KB department', async () => {
    const user = await newUser();
    const signedIn = await t.signIn(user.email, PASSWORD);
    const response = await post(signedIn, '/api/auth/update-user', {
      image: 'https://tracker.example.com/pixel.png',
      department: 'x'.repeat(20 * 1024),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.image).toBeNull();
    expect(row?.department).toBe('');
  });

  it('the routes kept hold field limits: createAccount refuses a 20 KB department (within a signed-out body), sign-in a 100 KB body', async () => {
    await expect(
      t.client().rpc.account.createAccount({
        displayName: 'Big Department',
        email: `big-${randomUUID().slice(0, 8)}@example.test`,
        password: PASSWORD,
        companyName: 'Apex',
        department: 'x'.repeat(20 * 1024),
        jobTitle: 'Lead',
        phone: '555',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const response = await post(t.client(), '/api/auth/sign-in/email', {
      email: `${'x'.repeat(100 * 1024)}@example.test`,
      password: PASSWORD,
    });
    expect(response.status).toBe(413);
  });

  it('signed out, nobody can make the server send mail through better-auth', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.test`;
    await createVerifiedUser(t.db, { email, password: PASSWORD, displayName: 'Target' });
    for (let i = 0; i < 4; i++) {
      await post(t.client(), '/api/auth/request-password-reset', { email });
      await post(t.client(), '/api/auth/send-verification-email', { email });
      await post(t.client(), '/api/auth/sign-up/email', { email, name: 'X', password: PASSWORD });
    }
    expect(await lastMail(email)).toBeUndefined();
  });
});

describe('accounts do not reveal which addresses exist', () => {
  it('createAccount answers an existing address as a new one and mails its holder', async () => {
    const existing = await newUser();
    const fresh = `fresh-${randomUUID().slice(0, 8)}@example.test`;
    const payload = {
      displayName: 'Ada Again',
      password: 'a-different-password',
      companyName: 'Apex',
      department: 'Ops',
      jobTitle: 'Lead',
      phone: '555',
    };
    const forExisting = await t
      .client()
      .rpc.account.createAccount({ ...payload, email: existing.email });
    const forFresh = await t.client().rpc.account.createAccount({ ...payload, email: fresh });
    expect(forExisting).toEqual(forFresh);
    expect((await lastMail(existing.email))?.kind).toBe('account-exists');
    expect((await lastMail(fresh))?.kind).toBe('verify-email');
    // The old password still works: nothing about the account changed.
    await t.signIn(existing.email, PASSWORD);
  });
});

describe('sign-in limits', () => {
  it('successful sign-ins from one address do not count against anyone', async () => {
    const address = newAddress();
    const people = await Promise.all([newUser(), newUser(), newUser(), newUser(), newUser()]);
    for (const person of people)
      expect((await signInFrom(address, person.email, PASSWORD)).status).toBe(200);
    expect((await signInFrom(address, people[0]!.email, PASSWORD)).status).toBe(200);
  });

  it('failed sign-ins are limited per address, saying how long to wait', async () => {
    const address = newAddress();
    const someone = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signInFrom(address, someone.email, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await signInFrom(address, someone.email, PASSWORD);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(
      /^Too many attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
    // Others behind another address are not affected.
    expect((await signInFrom(newAddress(), someone.email, PASSWORD)).status).toBe(200);
  });

  it('failed sign-ins are limited per account, from any address', async () => {
    const target = await newUser();
    for (let i = 0; i < 10; i++)
      expect((await signInFrom(newAddress(), target.email, 'wrong-password')).status).toBe(401);
    const refused = await signInFrom(newAddress(), target.email, 'wrong-password');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});

describe('change-password limits', () => {
  it('count wrong current passwords per user, so colleagues on one address are not locked out', async () => {
    const [careless, colleague] = [await newUser(), await newUser()];
    const carelessSession = await t.signIn(careless.email, PASSWORD);
    const colleagueSession = await t.signIn(colleague.email, PASSWORD);
    const attempt = (client: TestClient, currentPassword: string) =>
      post(client, '/api/auth/change-password', {
        currentPassword,
        newPassword: 'a-changed-password',
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt(carelessSession, 'not-my-password')).status).toBe(400);
    const refused = await attempt(carelessSession, PASSWORD);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(WAIT);
    expect((await attempt(colleagueSession, PASSWORD)).status).toBe(200);
  });
});

describe('site keys cannot be guessed', () => {
  const guess = (client: TestClient) =>
    client.rpc.sites.applyToSiteKey({ siteKey: `GUESS-${randomUUID().slice(0, 6)}` });

  it('unknown keys are limited per user, saying how long to wait', async () => {
    const user = await newUser();
    const session = await t.signIn(user.email, PASSWORD);
    for (let i = 0; i < 10; i++)
      await expect(guess(session)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const refused = guess(session);
    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(refused).rejects.toThrow(WAIT);
  });

  it('unknown keys are limited per address, across users', async () => {
    // 127.0.0.1 has 10 failures from the test above; 20 more by two other users fill it.
    for (const user of [await newUser(), await newUser()]) {
      const session = await t.signIn(user.email, PASSWORD);
      for (let i = 0; i < 10; i++)
        await expect(guess(session)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    const fresh = await t.signIn((await newUser()).email, PASSWORD);
    await expect(guess(fresh)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('sign-in at the address the app was opened at', () => {
  let open: TestApp;
  beforeAll(async () => {
    // No PUBLIC_URL: the app may be opened at 127.0.0.1, localhost or a LAN address.
    open = await startTestApp({ PUBLIC_URL: '' });
  });
  afterAll(() => open.close());

  async function signInWithOrigin(app: TestApp, origin: string, email: string) {
    return post(
      app.client(),
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      { origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    );
  }

  it('trusts a browser whose origin is the address it asked, without PUBLIC_URL', async () => {
    const user = await createVerifiedUser(open.db, {
      email: 'open@example.test',
      password: PASSWORD,
      displayName: 'Open',
    });
    expect(user).toBeTruthy();
    const response = await signInWithOrigin(open, open.url, 'open@example.test');
    expect(response.status).toBe(200);
  });

  it('refuses another origin, saying what to configure', async () => {
    const response = await signInWithOrigin(open, 'http://evil.example', 'open@example.test');
    expect(response.status).toBe(403);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain('http://evil.example');
    expect(body.message).toContain('TRUSTED_ORIGINS');
  });

  it('with PUBLIC_URL set, trusts it and TRUSTED_ORIGINS, not the request address', async () => {
    const configured = await startTestApp({ TRUSTED_ORIGINS: 'http://192.168.1.20:3000' });
    try {
      const user = await newUserIn(configured);
      expect((await signInWithOrigin(configured, 'http://craftwork.test', user)).status).toBe(200);
      expect((await signInWithOrigin(configured, 'http://192.168.1.20:3000', user)).status).toBe(
        200,
      );
      const refused = await signInWithOrigin(configured, configured.url, user);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Sign-in is not allowed from ${configured.url}. Open Craftwork at http://craftwork.test, or ask the administrator to add ${configured.url} to TRUSTED_ORIGINS.`,
      );
    } finally {
      await configured.close();
    }
  });

  async function newUserIn(app: TestApp) {
    const email = `conf-${randomUUID().slice(0, 8)}@example.test`;
    await createVerifiedUser(app.db, { email, password: PASSWORD, displayName: 'Conf' });
    return email;
  }
});
