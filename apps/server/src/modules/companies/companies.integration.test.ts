import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@craftwork/domain/admin/companies';
import { ERROR_REASONS } from '@craftwork/domain/errors/errors';
import { auditLog, companies, siteInvites, siteUsers, sites } from '../../db/schema.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { file, tinyPng } from '../../test/security/matrix-kit.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<
  'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'applicant' | 'otherAdmin',
  TestClient
>;
beforeAll(async () => {
  t = await startTestApp({ FILES_DIR: `/tmp/craftwork-companies-test-${randomUUID()}` });
  site = await createSiteFixture(t.db, 'COMPS');
  other = await createSiteFixture(t.db, 'COMPSOTHER');
  c = {
    admin: await t.signIn(site.users.admin.email, PASSWORD),
    plant: await t.signIn(site.users.plant.email, PASSWORD),
    foreman: await t.signIn(site.users.foreman.email, PASSWORD),
    contractorA: await t.signIn(site.users.contractorA.email, PASSWORD),
    contractorB: await t.signIn(site.users.contractorB.email, PASSWORD),
    applicant: await t.signIn(site.users.applicant.email, PASSWORD),
    otherAdmin: await t.signIn(other.users.admin.email, PASSWORD),
  };
});
afterAll(() => t.close());

const auditOf = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.area, 'companies')))
    .orderBy(auditLog.createdAt);

const png = () => file('logo.png', 'image/png', tinyPng());

describe('who may manage companies', () => {
  const refused = ['plant', 'foreman', 'contractorA', 'applicant'] as const;
  it.each(refused)('refuses every procedure to %s', async (role) => {
    const rpc = c[role].rpc.companies;
    const id = site.companyA;
    for (const call of [
      () => rpc.list(),
      () => rpc.create({ name: 'Nope' }),
      () => rpc.update({ id, name: 'Nope' }),
      () => rpc.delete({ id }),
      () => rpc.setLogo({ id, file: png() }),
      () => rpc.removeLogo({ id }),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: PERMISSION_ERROR_MESSAGE,
      });
  });

  it('refuses every procedure to a signed-out caller', async () => {
    const rpc = t.client().rpc.companies;
    await expect(rpc.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rpc.create({ name: 'Nope' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rpc.delete({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds no company of another site for a site admin', async () => {
    const id = other.companyB;
    await expect(c.admin.rpc.companies.update({ id, name: 'Mine now' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.admin.rpc.companies.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(c.admin.rpc.companies.setLogo({ id, file: png() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const listed = await c.otherAdmin.rpc.companies.list();
    expect(listed.map((x) => x.id).sort()).toEqual([other.companyA, other.companyB].sort());
  });
});

describe('list', () => {
  it("shows each company's members (its site users) and main point of contact", async () => {
    await c.admin.rpc.companies.update({
      id: site.companyA,
      name: 'Company A',
      craftTypes: [10],
      mainPointOfContact: site.users.foreman.id,
    });
    const listed = await c.admin.rpc.companies.list();
    const a = listed.find((x) => x.id === site.companyA)!;
    expect(a.mainPointOfContact).toEqual({
      id: site.users.foreman.id,
      displayName: `foreman ${site.siteKey}`,
    });
    expect(a.members.map((m) => m.id).sort()).toEqual(
      [site.users.foreman.id, site.users.contractorA.id].sort(),
    );
    const b = listed.find((x) => x.id === site.companyB)!;
    expect(b.members.map((m) => m.id)).toEqual([site.users.contractorB.id]);
  });
});

describe('create and update', () => {
  it('adds a company, audited, listed for every member who may see companies', async () => {
    const { id } = await c.admin.rpc.companies.create({
      name: ' Acme Scaffold ',
      craftTypes: [10],
      mainPointOfContact: site.users.plant.id,
    });
    const listed = await c.admin.rpc.companies.list();
    expect(listed.find((x) => x.id === id)).toMatchObject({
      name: 'Acme Scaffold',
      craftTypes: [10],
      logoUrl: null,
      members: [],
    });
    expect((await c.plant.rpc.sites.listCompanies()).map((x) => x.id)).toContain(id);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'created',
      targetLabel: 'Acme Scaffold',
      after: { name: 'Acme Scaffold', craftTypes: [10], mainPointOfContact: site.users.plant.id },
    });
  });

  it.each([
    [
      'a name another company has',
      { name: 'COMPANY b' },
      'CONFLICT',
      COMPANY_MESSAGES.duplicateName,
    ],
    ['no name', { name: ' ' }, 'BAD_REQUEST', COMPANY_MESSAGES.required],
    [
      'a craft type the site does not use',
      { name: 'Crafty', craftTypes: [110] },
      'BAD_REQUEST',
      COMPANY_MESSAGES.unknownCraftType,
    ],
    [
      'an applicant as main point of contact',
      { name: 'Contact', mainPointOfContact: 'nobody' },
      'BAD_REQUEST',
      COMPANY_MESSAGES.unknownContact,
    ],
  ])('refuses %s', async (_name, input, code, message) => {
    await expect(c.admin.rpc.companies.create(input)).rejects.toMatchObject({ code, message });
  });

  it('refuses a pending applicant as main point of contact', async () => {
    await expect(
      c.admin.rpc.companies.create({
        name: 'Pending contact',
        mainPointOfContact: site.users.applicant.id,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: COMPANY_MESSAGES.unknownContact });
  });

  it('renames a company, and the task list shows the new name', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Before Rename', craftTypes: [10] });
    await addCraftRecord(t.db, site, {}, [
      { taskStatus: 30, assignedCompanyId: id, title: 'Company rename probe' },
    ]);
    await c.admin.rpc.companies.update({ id, name: 'After Rename', craftTypes: [10] });
    const tasks = await c.plant.rpc.tasks.list({
      taskParam: 'All',
      search: 'Company rename probe',
    });
    expect(tasks.rows.map((r) => r.assignedCompanyName)).toEqual(['After Rename']);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'updated',
      before: { name: 'Before Rename' },
      after: { name: 'After Rename' },
    });
  });

  it('lets a company keep a craft type the site no longer uses', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Old Craft', craftTypes: [10] });
    await t.db
      .update(companies)
      .set({ craftTypes: [10, 110] })
      .where(eq(companies.id, id));
    await c.admin.rpc.companies.update({ id, name: 'Old Craft Co', craftTypes: [10, 110] });
    const listed = await c.admin.rpc.companies.list();
    expect(listed.find((x) => x.id === id)?.craftTypes).toEqual([10, 110]);
  });
});

describe('delete', () => {
  it('refuses a company in use, saying what uses it', async () => {
    await addCraftRecord(t.db, site, {}, [{ taskStatus: 30, assignedCompanyId: site.companyB }]);
    await expect(c.admin.rpc.companies.delete({ id: site.companyB })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This company is used by 1 site user, 1 task and 1 craft record.',
      data: { reason: ERROR_REASONS.inUse },
    });
  });

  it('refuses the managing company and one with an open invitation', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Managing' });
    await t.db.update(sites).set({ managingCompanyId: id }).where(eq(sites.siteKey, site.siteKey));
    await t.db.insert(siteInvites).values({
      id: randomUUID(),
      siteKey: site.siteKey,
      email: 'new@example.test',
      tokenHash: randomUUID(),
      preset: 'foreman',
      companyId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(c.admin.rpc.companies.delete({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This company is used by 1 open invitation and 1 site as its managing company.',
    });
    await t.db
      .update(sites)
      .set({ managingCompanyId: null })
      .where(eq(sites.siteKey, site.siteKey));
  });

  it('deletes an unused company softly, audited; it leaves every list', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Short Lived' });
    await c.admin.rpc.companies.delete({ id });
    expect((await c.admin.rpc.companies.list()).map((x) => x.id)).not.toContain(id);
    expect((await c.plant.rpc.sites.listCompanies()).map((x) => x.id)).not.toContain(id);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'deleted',
      targetLabel: 'Short Lived',
    });
    // Its name may be used again.
    await c.admin.rpc.companies.create({ name: 'Short Lived' });
  });

  it('counts a pending applicant of the company as a site user', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Applied' });
    await t.db
      .update(siteUsers)
      .set({ companyId: id })
      .where(
        and(eq(siteUsers.siteKey, site.siteKey), eq(siteUsers.userId, site.users.applicant.id)),
      );
    await expect(c.admin.rpc.companies.delete({ id })).rejects.toMatchObject({
      message: 'This company is used by 1 site user.',
    });
  });
});

describe('logo', () => {
  it('stores a checked logo and serves it to the site members only', async () => {
    const { id } = await c.admin.rpc.companies.create({ name: 'Logo Co' });
    const { logoUrl } = await c.admin.rpc.companies.setLogo({ id, file: png() });
    const listed = await c.admin.rpc.companies.list();
    expect(listed.find((x) => x.id === id)?.logoUrl).toBe(logoUrl);
    for (const member of [c.admin, c.contractorB]) {
      const response = await member.fetch(logoUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
    expect((await c.otherAdmin.fetch(logoUrl)).status).toBe(404);
    expect((await c.applicant.fetch(logoUrl)).status).toBe(403);
    expect((await t.client().fetch(logoUrl)).status).toBe(401);
    expect((await c.admin.fetch(logoUrl.replace('/thumb', '/huge'))).status).toBe(404);

    const second = await c.admin.rpc.companies.setLogo({ id, file: png() });
    expect(second.logoUrl).not.toBe(logoUrl);
    expect((await c.admin.fetch(logoUrl)).status).toBe(404);
    await c.admin.rpc.companies.removeLogo({ id });
    expect((await c.admin.fetch(second.logoUrl)).status).toBe(404);
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
    ]);
  });

  it.each([
    [
      'an SVG',
      file('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg is an SVG drawing; only photos can be added.',
    ],
    ['a text file named .png', file('logo.png', 'image/png', 'hello'), 'logo.png is not an image.'],
  ])('refuses %s before saving anything', async (_name, upload, message) => {
    await expect(
      c.admin.rpc.companies.setLogo({ id: site.companyA, file: upload }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });
});
