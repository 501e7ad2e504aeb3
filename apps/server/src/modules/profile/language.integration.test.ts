import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'LANG');
});
afterAll(() => t.close());

describe('profile.setLanguage', () => {
  it.each(['admin', 'plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'lets the %s choose their own language and return to none',
    async (role) => {
      const { c } = await signInEach(t, { c: site.users[role] }, PASSWORD);
      await c.rpc.profile.setLanguage({ language: 'pl' });
      expect((await c.rpc.session.me())?.user.language).toBe('pl');
      await c.rpc.profile.setLanguage({ language: null });
      expect((await c.rpc.session.me())?.user.language).toBeNull();
    },
  );

  it('changes only the caller: another user keeps theirs', async () => {
    const { admin, plant } = await signInEach(
      t,
      { admin: site.users.admin, plant: site.users.plant },
      PASSWORD,
    );
    await admin.rpc.profile.setLanguage({ language: 'ar' });
    await plant.rpc.profile.setLanguage({ language: 'de' });
    expect((await admin.rpc.session.me())?.user.language).toBe('ar');
    expect((await plant.rpc.session.me())?.user.language).toBe('de');
  });

  it('refuses a language the product does not ship, and a long code', async () => {
    const { c } = await signInEach(t, { c: site.users.plant }, PASSWORD);
    await expect(c.rpc.profile.setLanguage({ language: 'fr' as 'de' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      c.rpc.profile.setLanguage({ language: 'x'.repeat(500) as 'de' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a visitor who is not signed in', async () => {
    await expect(t.client().rpc.profile.setLanguage({ language: 'es' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe("the site's default language", () => {
  it('is English until a site admin sets another, which every member then sees', async () => {
    const { admin, plant } = await signInEach(
      t,
      { admin: site.users.admin, plant: site.users.plant },
      PASSWORD,
    );
    expect((await admin.rpc.siteSettings.get()).defaultLanguage).toBe('en');
    await admin.rpc.siteSettings.update({ defaultLanguage: 'es' });
    expect((await plant.rpc.session.me())?.site?.defaultLanguage).toBe('es');
  });

  it.each(['plant', 'foreman', 'contractorA'] as const)('is refused to the %s', async (role) => {
    const { c } = await signInEach(t, { c: site.users[role] }, PASSWORD);
    await expect(c.rpc.siteSettings.update({ defaultLanguage: 'pl' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a language the product does not ship', async () => {
    const { admin } = await signInEach(t, { admin: site.users.admin }, PASSWORD);
    await expect(
      admin.rpc.siteSettings.update({ defaultLanguage: 'fr' as 'de' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
