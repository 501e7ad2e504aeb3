import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, verifications } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_SIGN_IN_LIMIT: '5', RATE_LIMIT_MULTIPLIER: '1' });
});
afterAll(() => t.close());

const payload = {
  displayName: 'Robin Rigger',
  email: 'robin@example.test',
  password: 'a-long-password',
  companyName: 'Apex',
  department: 'Maintenance',
  jobTitle: 'Rigger',
  phone: '555-0101',
};

async function lastMail(to: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

function tokenFrom(text: string, path: string) {
  const match = new RegExp(`http://craftwork\\.test${path}\\?token=([^\\s]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : null;
}

describe('accounts', () => {
  it('creates an account with every profile field and sends a verification link built from the public URL', async () => {
    await expect(t.client().rpc.account.createAccount(payload)).resolves.toEqual({ ok: true });
    const [user] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(user).toMatchObject({
      name: 'Robin Rigger',
      companyName: 'Apex',
      department: 'Maintenance',
      jobTitle: 'Rigger',
      phone: '555-0101',
      emailVerified: false,
    });
    const mail = await lastMail(payload.email);
    expect(mail?.kind).toBe('verify-email');
    const token = tokenFrom(mail!.text, '/verify-email');
    expect(token).toBeTruthy();

    const verify = await t
      .client()
      .fetch(`/api/auth/verify-email?token=${encodeURIComponent(token!)}`);
    expect(verify.status).toBeLessThan(400);
    const [verified] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(verified?.emailVerified).toBe(true);
  });

  it('answers a second account with the same e-mail as the first, and mails the holder instead', async () => {
    await expect(
      t.client().rpc.account.createAccount({ ...payload, password: 'another-password' }),
    ).resolves.toEqual({ ok: true });
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(1);
    const mail = await lastMail(payload.email);
    expect(mail?.kind).toBe('account-exists');
    expect(mail?.text).toContain('http://craftwork.test/forgot-password');
  });

  it('refuses an account with a missing field, naming the spec text', async () => {
    await expect(
      t.client().rpc.account.createAccount({ ...payload, email: 'x@example.test', phone: '' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This field is required.',
    });
  });

  it('signs in, reads the session, and signs out', async () => {
    const c = await t.signIn(payload.email, payload.password);
    const me = await c.rpc.session.me();
    expect(me?.user.email).toBe(payload.email);
    expect(me?.site).toBeNull();
    await c.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await c.rpc.session.me()).toBeNull();
  });

  it('answers a reset request the same way whether or not the address exists', async () => {
    const anon = t.client();
    await expect(
      anon.rpc.account.sendPasswordResetLink({
        email: 'nobody@example.test',
        version: 'craftwork',
      }),
    ).resolves.toEqual({ ok: true });
    await expect(
      anon.rpc.account.sendPasswordResetLink({ email: payload.email, version: 'craftwork' }),
    ).resolves.toEqual({ ok: true });
    expect(await lastMail('nobody@example.test')).toBeUndefined();
  });

  it('resets the password once with a hashed, single-use token', async () => {
    const mail = await lastMail(payload.email);
    expect(mail?.kind).toBe('password-reset');
    const token = tokenFrom(mail!.text, '/reset-password')!;
    const stored = await t.db.select().from(verifications);
    expect(stored.some((v) => v.identifier.includes(token) || v.value.includes(token))).toBe(false);

    await t.client().rpc.account.resetPassword({ token, newPassword: 'a-new-password' });
    await expect(
      t.client().rpc.account.resetPassword({ token, newPassword: 'again-password' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This password reset link has expired or has already been used.',
    });
    await expect(t.signIn(payload.email, payload.password)).rejects.toThrow(/401/);
    await t.signIn(payload.email, 'a-new-password');
    payload.password = 'a-new-password';
  });

  it('refuses a reset link older than 60 minutes', async () => {
    await t
      .client()
      .rpc.account.sendPasswordResetLink({ email: payload.email, version: 'craftwork' });
    const token = tokenFrom((await lastMail(payload.email))!.text, '/reset-password')!;
    const rows = await t.db.select().from(verifications);
    const lifetimes = rows.map((r) => r.expiresAt.getTime() - r.createdAt.getTime());
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(
      t.client().rpc.account.resetPassword({ token, newPassword: 'too-late-password' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This password reset link has expired or has already been used.',
    });
  });

  it('changes the password only with the right current password', async () => {
    const c = await t.signIn(payload.email, payload.password);
    const wrong = await c.fetch('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'not-it-at-all', newPassword: 'changed-password' }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    const right = await c.fetch('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: payload.password, newPassword: 'changed-password' }),
    });
    expect(right.status).toBe(200);
    payload.password = 'changed-password';
  });

  it('throttles repeated sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await t.client().fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: payload.email, password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });

  it('throttles reset e-mails', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        t
          .client()
          .rpc.account.sendPasswordResetLink({ email: 'flood@example.test', version: 'craftwork' }),
      ),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('resends the verification link only to a signed-in user', async () => {
    await expect(
      t.client().rpc.account.sendVerificationLink({ version: 'craftwork' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
