import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_PRESET_LABELS } from '@craftwork/domain/access/permissions';
import { mailOutbox, sites } from '../db/schema.ts';
import { estimateMail } from '../modules/estimates/estimates.service.ts';
import { translatedFeedbackMail } from '../modules/feedback/send-feedback.service.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { translator } from './translator.ts';

/** The account e-mails (accountMail) in the reader's language (issue 37). */

let t: TestApp;
let site: SiteFixture;
let c: Record<'admin' | 'plant' | 'foreman' | 'contractorA', TestClient>;

async function siteDefaultLanguage(language: string) {
  await t.db
    .update(sites)
    .set({ defaultLanguage: language })
    .where(eq(sites.siteKey, site.siteKey));
}

/** The latest mail of a kind to an address. */
async function lastMail(to: string, kind: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** Asks for a password reset for `email` and returns the mail it sends. */
async function passwordResetMail(email: string) {
  await t.client().rpc.account.sendPasswordResetLink({ email, version: 'craftwork' });
  await expect.poll(async () => (await lastMail(email, 'password-reset')) !== undefined).toBe(true);
  return (await lastMail(email, 'password-reset'))!;
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'ACCT');
  const { admin, plant, foreman, contractorA } = site.users;
  c = await signInEach(t, { admin, plant, foreman, contractorA }, PASSWORD);
});
afterAll(() => t.close());

describe('the password reset e-mail', () => {
  it("is in a Polish user's Polish, and in English for an English one", async () => {
    await c.plant.rpc.profile.setLanguage({ language: 'pl' });
    const polish = await passwordResetMail(site.users.plant.email);
    expect(polish.subject).toBe('Zresetuj hasło do Craftwork');
    expect(polish.text).toMatch(
      /^Dzień dobry, plant ACCT!\n\nOtwórz ten link, aby ustawić nowe hasło \(link jest ważny przez 60 minut\):\nhttp:\/\/craftwork\.test\/reset-password\?token=\S+\n\nJeśli prośba nie pochodzi od Ciebie, zignoruj tę wiadomość\.$/,
    );

    await c.foreman.rpc.profile.setLanguage({ language: 'en' });
    const english = await passwordResetMail(site.users.foreman.email);
    expect(english.subject).toBe('Reset your Craftwork password');
    expect(english.text).toMatch(
      /^Hello foreman ACCT,\n\nOpen this link to choose a new password \(valid for 60 minutes\):\nhttp:\/\/craftwork\.test\/reset-password\?token=\S+\n\nIf you did not ask for this, ignore this e-mail\.$/,
    );
  });

  it("is in the default site's language for one who chose none", async () => {
    await siteDefaultLanguage('de');
    try {
      const mail = await passwordResetMail(site.users.contractorB.email);
      expect(mail.subject).toBe('Ihr Craftwork-Passwort zurücksetzen');
    } finally {
      await siteDefaultLanguage('en');
    }
  });
});

describe('the invitation e-mail', () => {
  afterAll(() => siteDefaultLanguage('en'));

  it("is in the site's default language for an address without an account", async () => {
    await siteDefaultLanguage('pl');
    const email = `guest-${randomUUID().slice(0, 6)}@example.test`;
    await c.admin.rpc.invites.create({ email, preset: 'foreman', companyId: site.companyA });
    const mail = (await lastMail(email, 'site-invite'))!;
    expect(mail.subject).toBe('Zaproszenie do zakładu Site ACCT w Craftwork');
    const link = /http:\/\/craftwork\.test\/invite\?token=\S+/.exec(mail.text)![0];
    expect(mail.text).toBe(
      `Dzień dobry!\n\nadmin ACCT zaprasza Cię do zakładu Site ACCT w Craftwork w roli: Brygadzista.\n\nOtwórz ten link, aby przyjąć zaproszenie (link jest jednorazowy i ważny przez 7 dni):\n${link}\n\nJeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.`,
    );
  });

  it('is in English, as before, on an English site', async () => {
    await siteDefaultLanguage('en');
    const email = `guest-${randomUUID().slice(0, 6)}@example.test`;
    await c.admin.rpc.invites.create({ email, preset: 'plantUser', companyId: null });
    const mail = (await lastMail(email, 'site-invite'))!;
    expect(mail.subject).toBe('You are invited to Site ACCT on Craftwork');
    const link = /http:\/\/craftwork\.test\/invite\?token=\S+/.exec(mail.text)![0];
    expect(mail.text).toBe(
      `Hello,\n\nadmin ACCT invited you to join Site ACCT on Craftwork as Plant User.\n\nOpen this link to accept (valid for 7 days, once):\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.`,
    );
  });

  it('names the roles in English as the domain does', () => {
    const en = translator('en');
    for (const [preset, label] of Object.entries(PERMISSION_PRESET_LABELS)) {
      expect(
        en.t('accountMail', `invite.roles.${preset as keyof typeof PERMISSION_PRESET_LABELS}`),
      ).toBe(label);
    }
  });
});

describe('the app download e-mail', () => {
  it("is in the requester's language", async () => {
    await c.contractorA.rpc.profile.setLanguage({ language: 'es' });
    await c.contractorA.rpc.download.sendAppDownloadCodeLink({
      platform: 'android',
      code: null,
      version: 'craftwork',
    });
    const mail = (await lastMail(site.users.contractorA.email, 'app-download'))!;
    expect(mail.subject).toBe('Craftwork para Android');
    expect(mail.text).toMatch(
      /^Hola, contractorA ACCT:\n\nInstale Craftwork en su dispositivo Android desde:\n/,
    );
  });
});

describe('the estimate e-mail', () => {
  const estimate = {
    siteName: 'North Plant',
    customerName: 'Harbor Refining',
    number: 'EST-0042',
    totalCents: 123456,
    link: 'http://craftwork.test/estimate-approval/abc',
  };

  it('is in English exactly as before', () => {
    expect(estimateMail('en', estimate)).toEqual({
      subject: 'Estimate EST-0042 from North Plant',
      text: 'Hello Harbor Refining,\n\nNorth Plant sent you estimate EST-0042 for $1,234.56. The PDF is attached.\n\nRead the terms, then approve it or ask for changes here (valid for 30 days):\nhttp://craftwork.test/estimate-approval/abc',
    });
  });

  it('writes the money in the language it is in', () => {
    const { subject, text } = estimateMail('pl', estimate);
    expect(subject).toBe('Kosztorys EST-0042 od North Plant');
    expect(text).toContain('na kwotę 1234,56\u00a0USD');
    expect(text).toContain('link jest ważny przez 30 dni');
  });
});

describe('the feedback e-mail to the site admins', () => {
  const base = {
    siteName: 'Demo Plant',
    senderName: 'Robin Rigger',
    senderEmail: 'robin@example.test',
    message: `${'a'.repeat(70)}\nsecond line`,
    listUrl: 'http://craftwork.test/feedback',
  };

  it('is in English as before: who sent what, where, and the list', () => {
    expect(translatedFeedbackMail('en', { ...base, category: 'Bug' })).toEqual({
      subject: `Bug feedback (Demo Plant): ${'a'.repeat(59)}…`,
      text: [
        'Robin Rigger <robin@example.test> sent feedback on Demo Plant.',
        '',
        'Category: Bug',
        '',
        base.message,
        '',
        'See all feedback: http://craftwork.test/feedback',
      ].join('\n'),
    });
  });

  it('is in Polish for a Polish reader', () => {
    const mail = translatedFeedbackMail('pl', { ...base, category: 'Bug', message: 'Mapa pusta' });
    expect(mail.subject).toBe('Opinia (Błąd, Demo Plant): Mapa pusta');
  });
});
