import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_LIMIT } from '@craftwork/domain/admin/feedback';
import { feedback, mailOutbox } from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'FEED');
  other = await createSiteFixture(t.db, 'FEEDOTHER');
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
      contractorB: site.users.contractorB,
      applicant: site.users.applicant,
      otherAdmin: other.users.admin,
    },
    PASSWORD,
  );

const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'feedback')));

describe('feedback.send', () => {
  it.each(['admin', 'plant', 'foreman', 'contractorA'] as const)(
    'stores what %s sends and mails the site admins',
    async (role) => {
      const message = `From ${role}: the map is blank`;
      const { id } = await c[role].rpc.feedback.send({ category: 'Bug', message });
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({
        siteKey: site.siteKey,
        userId: site.users[role].id,
        category: 'Bug',
        message,
        handled: false,
      });
      const mails = await mailsTo(site.users.admin.email);
      expect(mails.some((m) => m.text.includes(message))).toBe(true);
      // Only the site's admins are mailed.
      for (const notAdmin of [site.users.foreman, site.users.plant, other.users.admin]) {
        expect((await mailsTo(notAdmin.email)).some((m) => m.text.includes(message))).toBe(false);
      }
    },
  );

  it('refuses an applicant and a signed-out caller', async () => {
    const input = { category: 'Idea' as const, message: 'hello' };
    await expect(c.applicant.rpc.feedback.send(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(t.client().rpc.feedback.send(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses an unknown category, an empty or too long message', async () => {
    for (const input of [
      { category: 'Praise', message: 'hi' },
      { category: 'Bug', message: '   ' },
      { category: 'Bug', message: 'x'.repeat(5001) },
    ])
      await expect(c.foreman.rpc.feedback.send(input as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
  });

  it('limits how often one member sends', async () => {
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i++)
      await c.contractorB.rpc.feedback.send({ category: 'Other', message: `note ${i}` });
    await expect(
      c.contractorB.rpc.feedback.send({ category: 'Other', message: 'one more' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('feedback.list and feedback.setHandled', () => {
  it('lists the site’s feedback newest first for a site admin, never another site’s', async () => {
    await c.otherAdmin.rpc.feedback.send({ category: 'Question', message: 'Other site note' });
    const rows = await c.admin.rpc.feedback.list();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.message === 'Other site note')).toBe(false);
    const dates = rows.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows.find((r) => r.message.startsWith('From foreman'))).toMatchObject({
      senderName: `foreman ${site.siteKey}`,
      category: 'Bug',
      handled: false,
    });
    const otherRows = await c.otherAdmin.rpc.feedback.list();
    expect(otherRows.map((r) => r.message)).toEqual(['Other site note']);
  });

  it('saves the Handled switch both ways', async () => {
    const [row] = await c.admin.rpc.feedback.list();
    await c.admin.rpc.feedback.setHandled({ id: row!.id, handled: true });
    const [stored] = await t.db.select().from(feedback).where(eq(feedback.id, row!.id));
    expect(stored).toMatchObject({ handled: true, handledBy: site.users.admin.id });
    expect(stored!.handledAt).toBeInstanceOf(Date);
    await c.admin.rpc.feedback.setHandled({ id: row!.id, handled: false });
    const [back] = await t.db.select().from(feedback).where(eq(feedback.id, row!.id));
    expect(back).toMatchObject({ handled: false, handledBy: null, handledAt: null });
  });

  it('finds no feedback of another site', async () => {
    const [row] = await c.admin.rpc.feedback.list();
    await expect(
      c.otherAdmin.rpc.feedback.setHandled({ id: row!.id, handled: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'refuses the list and the switch to %s',
    async (role) => {
      const [row] = await c.admin.rpc.feedback.list();
      await expect(c[role].rpc.feedback.list()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        ...(role === 'applicant' ? {} : { message: PERMISSION_ERROR_MESSAGE }),
      });
      await expect(
        c[role].rpc.feedback.setHandled({ id: row!.id, handled: true }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('refuses a signed-out caller', async () => {
    await expect(t.client().rpc.feedback.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      t.client().rpc.feedback.setHandled({ id: 'x', handled: true }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
