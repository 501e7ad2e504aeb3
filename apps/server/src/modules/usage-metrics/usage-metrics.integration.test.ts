import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExportFileDate } from '@craftwork/domain/format/dates';
import {
  USAGE_CSV_HEADERS,
  USAGE_SORT_FIELDS,
  type TUsageSortField,
} from '@craftwork/domain/usage/usage-metrics';
import { signIns, siteUsers, users } from '../../db/schema.ts';
import {
  addCraftRecord,
  createSiteFixture,
  PASSWORD,
  type SiteFixture,
} from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Record<'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB', TestClient>;

/** October 2026 in the sites' time zone (America/Chicago, UTC-5 then). */
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const FILTER = { ...OCTOBER, noSignInDays: null, companyId: null, search: '' };
const PAGE = { page: 0, pageSize: 25 } as const;

async function signInsOf(userId: string) {
  return t.db.select().from(signIns).where(eq(signIns.userId, userId));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'USAGE');
  other = await createSiteFixture(t.db, 'USAGEX');
  c = await signInEach(t, site.users, PASSWORD);
  // The sign-ins above are recorded too: the counts below start from a clean slate.
  await t.db.delete(signIns);
  const at = (iso: string) => new Date(iso);
  const u = site.users;
  await t.db.insert(signIns).values([
    // plant: three in October (one at the range's last local minute), one before it.
    { userId: u.plant.id, at: at('2026-10-02T15:00:00Z') },
    { userId: u.plant.id, at: at('2026-10-20T15:00:00Z') },
    { userId: u.plant.id, at: at('2026-11-01T04:59:00Z') },
    { userId: u.plant.id, at: at('2026-09-30T12:00:00Z') },
    // contractorA: one in October; 04:30 UTC on October 1 is still September 30 at the site.
    { userId: u.contractorA.id, at: at('2026-10-15T12:00:00Z') },
    { userId: u.contractorA.id, at: at('2026-10-01T04:30:00Z') },
    // contractorB: long ago only.
    { userId: u.contractorB.id, at: at('2025-01-10T12:00:00Z') },
    // foreman and admin never signed in.
  ]);
  await t.db
    .update(users)
    .set({ appLastOpenedAt: at('2026-10-21T18:30:00Z') })
    .where(eq(users.id, u.plant.id));
  // Records and tasks: created by contractorA in October (2 records, 3 tasks), one task just
  // before the range, and some on the other site that never count here.
  const mine = { createdBy: u.contractorA.id, timestampRecordCreated: at('2026-10-05T12:00:00Z') };
  const task = (iso: string) => ({
    taskStatus: 10,
    createdBy: u.contractorA.id,
    timestampCreated: at(iso),
  });
  await addCraftRecord(t.db, site, mine, [
    task('2026-10-05T12:00:00Z'),
    task('2026-10-31T23:00:00Z'),
    task('2026-10-01T04:59:00Z'),
  ]);
  await addCraftRecord(t.db, site, { ...mine, deletedAt: at('2026-10-06T12:00:00Z') }, [
    task('2026-11-01T05:00:00Z'),
    task('2026-10-10T12:00:00Z'),
  ]);
  await addCraftRecord(
    t.db,
    other,
    { createdBy: u.contractorA.id, timestampRecordCreated: at('2026-10-05T12:00:00Z') },
    [task('2026-10-05T12:00:00Z')],
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const names = (rows: { id: string }[]) => {
  const byId = new Map(Object.entries(site.users).map(([role, user]) => [user.id, role]));
  return rows.map((r) => byId.get(r.id) ?? r.id);
};

describe('sign-ins', () => {
  it('records one row per successful e-mail sign-in, none for a wrong password', async () => {
    const before = (await signInsOf(site.users.foreman.id)).length;
    await t.signIn(site.users.foreman.email, PASSWORD);
    await t.signIn(site.users.foreman.email, PASSWORD);
    const wrong = await t.client().fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: site.users.foreman.email, password: 'not the password' }),
    });
    expect(wrong.ok).toBe(false);
    expect((await signInsOf(site.users.foreman.id)).length).toBe(before + 2);
    await t.db.delete(signIns).where(eq(signIns.userId, site.users.foreman.id));
  });
  it('does not count the session a password change issues', async () => {
    const applicant = await t.signIn(site.users.applicant.email, PASSWORD);
    const before = (await signInsOf(site.users.applicant.id)).length;
    const changed = await applicant.fetch('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: `${PASSWORD} 2` }),
    });
    expect(changed.ok).toBe(true);
    expect((await signInsOf(site.users.applicant.id)).length).toBe(before);
  });
});

describe('usageMetrics.list', () => {
  it('shows plant personnel every approved member with their counts', async () => {
    const { rows, total } = await c.plant.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
    expect(total).toBe(5);
    expect(names(rows)).toEqual(['plant', 'contractorA', 'admin', 'contractorB', 'foreman']);
    const plant = rows.find((r) => r.id === site.users.plant.id);
    expect(plant).toMatchObject({
      signIns: 3,
      lastSignIn: '2026-11-01T04:59:00.000Z',
      appLastOpened: '2026-10-21T18:30:00.000Z',
      company: '',
      companyId: null,
      recordsCreated: 0,
      tasksCreated: 0,
    });
    const contractor = rows.find((r) => r.id === site.users.contractorA.id);
    expect(contractor).toMatchObject({
      email: site.users.contractorA.email,
      company: 'Company A',
      signIns: 1,
      recordsCreated: 2,
      tasksCreated: 3,
    });
  });

  it('shows site admins every member too', async () => {
    const { total } = await c.admin.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
    expect(total).toBe(5);
  });

  it("shows a company user their company's members only", async () => {
    for (const client of [c.contractorA, c.foreman]) {
      const { rows, total } = await client.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
      expect(total).toBe(2);
      expect(names(rows).sort()).toEqual(['contractorA', 'foreman']);
    }
    const b = await c.contractorB.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
    expect(names(b.rows)).toEqual(['contractorB']);
  });

  it('leaves out applicants and members of other sites', async () => {
    const { rows } = await c.plant.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
    const ids = rows.map((r) => r.id);
    expect(ids).not.toContain(site.users.applicant.id);
    expect(ids).not.toContain(other.users.plant.id);
  });

  it('filters by company; another company filters a company user to nothing', async () => {
    const a = await c.plant.rpc.usageMetrics.list({ ...FILTER, companyId: site.companyB, ...PAGE });
    expect(names(a.rows)).toEqual(['contractorB']);
    const b = await c.contractorA.rpc.usageMetrics.list({
      ...FILTER,
      companyId: site.companyB,
      ...PAGE,
    });
    expect(b.total).toBe(0);
  });

  it('filters "no sign-in in N days" by the last sign-in ever', async () => {
    // contractorB last signed in in January 2025; foreman and admin never did.
    const { rows } = await c.plant.rpc.usageMetrics.list({
      ...FILTER,
      noSignInDays: 90,
      sort: { field: 'name', direction: 'asc' },
      ...PAGE,
    });
    const expected = ['admin', 'contractorB', 'foreman'];
    // Today's date decides whether October 2026 is more than 90 days ago.
    const octoberIsOld = Date.now() - Date.parse('2026-11-01T04:59:00Z') > 90 * 86_400_000;
    if (octoberIsOld) expected.push('contractorA', 'plant');
    expect(names(rows).sort()).toEqual(expected.sort());
  });

  it('searches the name, e-mail and company', async () => {
    const byCompany = await c.plant.rpc.usageMetrics.list({
      ...FILTER,
      search: 'company b',
      ...PAGE,
    });
    expect(names(byCompany.rows)).toEqual(['contractorB']);
    const byEmail = await c.plant.rpc.usageMetrics.list({
      ...FILTER,
      search: site.users.foreman.email,
      ...PAGE,
    });
    expect(names(byEmail.rows)).toEqual(['foreman']);
  });

  it.each(USAGE_SORT_FIELDS.flatMap((f) => [[f, 'asc'] as const, [f, 'desc'] as const]))(
    'sorts by %s %s',
    async (field: TUsageSortField, direction) => {
      const { rows, total } = await c.plant.rpc.usageMetrics.list({
        ...FILTER,
        sort: { field, direction },
        ...PAGE,
      });
      expect(total).toBe(5);
      expect(rows).toHaveLength(5);
      if (field === 'signIns') {
        const counts = rows.map((r) => r.signIns);
        const sorted = [...counts].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(counts).toEqual(sorted);
      }
    },
  );

  it('pages without overlap', async () => {
    const first = await c.plant.rpc.usageMetrics.list({ ...FILTER, page: 0, pageSize: 25 });
    expect(first.rows).toHaveLength(5);
    const beyond = await c.plant.rpc.usageMetrics.list({ ...FILTER, page: 1, pageSize: 25 });
    expect(beyond.rows).toHaveLength(0);
    expect(beyond.total).toBe(5);
  });

  it('refuses a reversed range', async () => {
    await expect(
      c.plant.rpc.usageMetrics.list({ ...FILTER, from: '2026-10-31', to: '2026-10-01', ...PAGE }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('usageMetrics.byCompany', () => {
  it('counts per company for plant personnel, members of no company last', async () => {
    const rows = await c.plant.rpc.usageMetrics.byCompany(OCTOBER);
    expect(rows).toEqual([
      {
        companyId: site.companyA,
        company: 'Company A',
        users: 2,
        activeUsers: 1,
        signIns: 1,
        recordsCreated: 2,
        tasksCreated: 3,
      },
      {
        companyId: site.companyB,
        company: 'Company B',
        users: 1,
        activeUsers: 0,
        signIns: 0,
        recordsCreated: 0,
        tasksCreated: 0,
      },
      {
        companyId: null,
        company: '',
        users: 2,
        activeUsers: 1,
        signIns: 3,
        recordsCreated: 0,
        tasksCreated: 0,
      },
    ]);
  });

  it("gives a company user their company's counts only", async () => {
    const rows = await c.contractorA.rpc.usageMetrics.byCompany(OCTOBER);
    expect(rows.map((r) => [r.companyId, r.users])).toEqual([[site.companyA, 2]]);
  });

  it('follows the company filter', async () => {
    const rows = await c.plant.rpc.usageMetrics.byCompany({
      ...OCTOBER,
      companyId: site.companyB,
    });
    expect(rows.map((r) => r.companyId)).toEqual([site.companyB]);
  });
});

describe('usageMetrics.exportCsv', () => {
  it('exports the filtered rows as Usage Metrics - MM-DD-YYYY.csv', async () => {
    const file = await c.plant.rpc.usageMetrics.exportCsv({
      ...FILTER,
      sort: { field: 'signIns', direction: 'desc' },
    });
    expect(file.filename).toBe(
      `Usage Metrics - ${formatExportFileDate(new Date(), 'America/Chicago')}.csv`,
    );
    const lines = file.csv.trim().split('\r\n');
    expect(lines[0]).toBe(USAGE_CSV_HEADERS.join(','));
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `plant USAGE,${site.users.plant.email},,10/21/2026 01:30 PM,3,10/31/2026 11:59 PM,0,0`,
    );
    expect(file.rows).toBe(5);
  });

  it("exports a company user's company only", async () => {
    const file = await c.contractorB.rpc.usageMetrics.exportCsv(FILTER);
    expect(file.rows).toBe(1);
    expect(file.csv).toContain(site.users.contractorB.email);
  });
});

describe('usageMetrics.filterOptions', () => {
  it('offers plant personnel every company, a company user theirs', async () => {
    const plant = await c.plant.rpc.usageMetrics.filterOptions();
    expect(plant.companies.map((x) => x.id).sort()).toEqual([site.companyA, site.companyB].sort());
    const mine = await c.contractorA.rpc.usageMetrics.filterOptions();
    expect(mine.companies.map((x) => x.id)).toEqual([site.companyA]);
  });
});

describe('removed members', () => {
  it('drops a member once they are no longer approved', async () => {
    await t.db
      .update(siteUsers)
      .set({ approved: false })
      .where(eq(siteUsers.userId, site.users.contractorB.id));
    const { total } = await c.plant.rpc.usageMetrics.list({ ...FILTER, ...PAGE });
    expect(total).toBe(4);
    await t.db
      .update(siteUsers)
      .set({ approved: true })
      .where(eq(siteUsers.userId, site.users.contractorB.id));
  });
});
