import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { writeAudit } from './audit.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;
beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'AUDIT');
  other = await createSiteFixture(t.db, 'AUDITOTHER');
  c = await signInAll();
  await writeAudit(t.db, {
    siteKey: site.siteKey,
    actorId: site.users.admin.id,
    area: 'users',
    action: 'approved',
    targetId: site.users.applicant.id,
    targetLabel: 'Anne Applicant',
    before: { approved: false, companyId: null },
    after: {
      approved: true,
      preset: 'foreman',
      companyId: site.companyA,
      approvedAt: '2026-11-29T16:05:00.000Z',
    },
  });
  await writeAudit(t.db, {
    siteKey: site.siteKey,
    actorId: null,
    area: 'siteSettings',
    action: 'updated',
    targetLabel: 'Site AUDIT',
    before: { timezone: 'America/Chicago' },
    after: { timezone: 'America/Denver' },
  });
  await writeAudit(t.db, {
    siteKey: other.siteKey,
    actorId: other.users.admin.id,
    area: 'users',
    action: 'approved',
    targetLabel: 'Secret Other Site Person',
  });
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

describe('audit.list', () => {
  it('gives a site admin the site’s entries newest first, readable', async () => {
    const { rows, total } = await c.admin.rpc.audit.list({});
    expect(total).toBe(2);
    expect(rows.map((r) => r.area)).toEqual(['siteSettings', 'users']);
    expect(rows[0]).toMatchObject({
      actorName: 'Operator',
      actorKind: 'operator',
      action: 'updated',
      changes: ['timezone: America/Chicago → America/Denver'],
    });
    expect(rows[1]).toMatchObject({
      actorName: `admin ${site.siteKey}`,
      actorKind: 'user',
      targetLabel: 'Anne Applicant',
      // Roles and the site's companies read as their names.
      // Instants in English as the lists write them, on the site's clock.
      changes: [
        'Approved: No → Yes',
        'Company: — → Company A',
        'Role: — → Foreman',
        'approvedAt: — → 11/29/2026 10:05 AM',
      ],
      // The same lines as parts, for the screen to write in the reader's language.
      changeParts: [
        { key: 'approved', before: { kind: 'no' }, after: { kind: 'yes' } },
        { key: 'companyId', before: { kind: 'none' }, after: { kind: 'text', text: 'Company A' } },
        { key: 'preset', before: { kind: 'none' }, after: { kind: 'role', preset: 'foreman' } },
        {
          key: 'approvedAt',
          before: { kind: 'none' },
          after: { kind: 'instant', iso: '2026-11-29T16:05:00.000Z' },
        },
      ],
    });
  });

  it('never shows another site’s entries', async () => {
    const { rows } = await c.admin.rpc.audit.list({ search: 'secret' });
    expect(rows).toEqual([]);
    const theirs = await c.otherAdmin.rpc.audit.list({});
    expect(theirs.rows.map((r) => r.targetLabel)).toEqual(['Secret Other Site Person']);
  });

  it('filters by area and searches who, target and values', async () => {
    expect((await c.admin.rpc.audit.list({ area: 'users' })).rows).toHaveLength(1);
    expect((await c.admin.rpc.audit.list({ area: 'assets' })).total).toBe(0);
    expect((await c.admin.rpc.audit.list({ search: 'anne' })).total).toBe(1);
    expect((await c.admin.rpc.audit.list({ search: `admin ${site.siteKey}` })).total).toBe(1);
    expect((await c.admin.rpc.audit.list({ search: 'denver' })).total).toBe(1);
    expect((await c.admin.rpc.audit.list({ search: 'nobody-here' })).total).toBe(0);
  });

  it('pages', async () => {
    for (let i = 0; i < 26; i++)
      await writeAudit(t.db, {
        siteKey: site.siteKey,
        actorId: site.users.admin.id,
        area: 'locations',
        action: 'created',
        targetLabel: `Paged ${i}`,
      });
    const first = await c.admin.rpc.audit.list({ area: 'locations', pageSize: 25 });
    const second = await c.admin.rpc.audit.list({ area: 'locations', pageSize: 25, page: 1 });
    expect(first.total).toBe(26);
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(1);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(26);
  });

  it('lists an entry a procedure wrote (a location created by the admin)', async () => {
    await c.admin.rpc.locations.create({ title: 'Audited Yard', latitude: 1, longitude: 2 });
    const { rows } = await c.admin.rpc.audit.list({ search: 'audited yard' });
    expect(rows[0]).toMatchObject({ area: 'locations', action: 'created' });
  });
});

describe('audit.exportCsv', () => {
  it('exports the filtered entries as Audit Log - {MM-DD-YYYY}.csv', async () => {
    const { filename, csv, rows } = await c.admin.rpc.audit.exportCsv({
      search: '',
      area: 'users',
    });
    expect(filename).toBe(`Audit Log - ${formatExportFileDate(new Date(), 'America/Chicago')}.csv`);
    expect(rows).toBe(1);
    expect(csv.split('\r\n')[0]).toBe('When,Who,Area,Action,Target,Changes');
    expect(csv).toContain(
      'Users,Approved,Anne Applicant,"Approved: No → Yes\nCompany: — → Company A\nRole: — → Foreman\napprovedAt: — → 11/29/2026 10:05 AM"',
    );
    expect(csv).not.toContain('Secret');
  });
});

describe('who may read the audit list', () => {
  it.each(['plant', 'foreman', 'contractorA', 'applicant'] as const)(
    'refuses both procedures to %s',
    async (role) => {
      await expect(c[role].rpc.audit.list({})).rejects.toMatchObject({
        code: 'FORBIDDEN',
        ...(role === 'applicant' ? {} : { message: PERMISSION_ERROR_MESSAGE }),
      });
      await expect(c[role].rpc.audit.exportCsv({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    },
  );

  it('refuses a signed-out caller', async () => {
    await expect(t.client().rpc.audit.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.client().rpc.audit.exportCsv({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
