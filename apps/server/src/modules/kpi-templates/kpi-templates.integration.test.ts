import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KPI_TEMPLATE_TEXTS } from '@craftwork/domain/kpis/templates';
import { auditLog, kpiTemplates, sites } from '../../db/schema.ts';
import { NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { signInEach, startTestApp, type TestApp } from '../../test/harness.ts';
import { templateRun } from './kpi-template-filters.ts';

let t: TestApp;
let site: SiteFixture;
let other: SiteFixture;
let c: Awaited<ReturnType<typeof signInAll>>;

async function setTemplatesEnabled(siteKey: string, enabled: boolean) {
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ reportTemplatesEnabled: enabled })}::jsonb`,
      timezone: 'America/Chicago',
    })
    .where(eq(sites.siteKey, siteKey));
}

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'KPIT');
  other = await createSiteFixture(t.db, 'KPITOTHER');
  await setTemplatesEnabled(site.siteKey, true);
  await setTemplatesEnabled(other.siteKey, true);
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

let counter = 0;
const fields = (name = `Template ${++counter}`) => ({
  name,
  kpiKeys: ['kpiTasksCompleted', 'kpiPercentSchedule'] as (
    'kpiTasksCompleted' | 'kpiPercentSchedule'
  )[],
  filters: {
    range: { kind: 'preset' as const, preset: 'last7Days' as const },
    taskTypes: [10],
    departments: [],
    companyIds: [site.companyA],
    craftTypes: [10],
  },
  timescale: 'daily' as const,
});

const create = (name?: string) => c.admin.rpc.kpiTemplates.create(fields(name));

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.area, 'kpis')));

describe('kpiTemplates.create', () => {
  it('saves a site admin’s template, audited, and shows it to every approved member', async () => {
    const { id, name } = await create('Weekly contractor review');
    expect(name).toBe('Weekly contractor review');
    const [row] = await t.db.select().from(kpiTemplates).where(eq(kpiTemplates.id, id));
    expect(row).toMatchObject({
      siteKey: site.siteKey,
      kpiKeys: ['kpiTasksCompleted', 'kpiPercentSchedule'],
      timescale: 'daily',
      createdBy: site.users.admin.id,
      lastModifiedBy: site.users.admin.id,
      deletedAt: null,
    });
    expect(await auditOf(id)).toMatchObject([{ action: 'created', actorId: site.users.admin.id }]);
    for (const role of ['admin', 'plant', 'foreman', 'contractorA'] as const) {
      const list = await c[role].rpc.kpiTemplates.list();
      const listed = list.templates.find((x) => x.id === id);
      // The chosen KPIs come back in the site's card order.
      expect(listed).toMatchObject({
        name: 'Weekly contractor review',
        kpiKeys: ['kpiPercentSchedule', 'kpiTasksCompleted'],
        rangeText: 'Last 7 Days',
        timescale: 'daily',
        lastModifiedByName: `admin ${site.siteKey}`,
      });
      expect(list.canEdit).toBe(role === 'admin');
      expect(list.cards[0]).toEqual({
        key: 'kpiPercentSchedule',
        title: 'Schedule Compliance',
        enabled: true,
      });
    }
  });

  it('refuses a name the site already has, in any case', async () => {
    await create('Scaffold quarter');
    await expect(create('  SCAFFOLD Quarter ')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: KPI_TEMPLATE_TEXTS.duplicateName,
    });
    // Another site may use it.
    await expect(
      c.otherAdmin.rpc.kpiTemplates.create({
        ...fields('Scaffold quarter'),
        kpiKeys: ['kpiUrgent'],
      }),
    ).resolves.toMatchObject({ name: 'Scaffold quarter' });
  });

  it.each([
    ['no KPI', { kpiKeys: [] }],
    ['an empty name', { name: ' ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['an unknown timescale', { timescale: 'yearly' }],
    [
      'reversed fixed days',
      { filters: { range: { kind: 'fixed', from: '2026-02-01', to: '2026-01-01' } } },
    ],
  ])('refuses %s', async (_name, change) => {
    await expect(
      c.admin.rpc.kpiTemplates.create({ ...fields(), kpiKeys: ['kpiUrgent'], ...change } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each(['plant', 'foreman', 'contractorA'] as const)(
    'refuses %s with the permission message',
    async (role) => {
      await expect(
        c[role].rpc.kpiTemplates.create({ ...fields(), kpiKeys: ['kpiUrgent'] }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE });
    },
  );

  it('refuses an applicant and a signed-out caller', async () => {
    await expect(c.applicant.rpc.kpiTemplates.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.client().rpc.kpiTemplates.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('KPIs (v2) switched off', () => {
  it('refuses every change with a clear message; opening still works', async () => {
    const { id } = await create();
    await setTemplatesEnabled(site.siteKey, false);
    try {
      const refused = { code: 'FORBIDDEN', message: KPI_TEMPLATE_TEXTS.disabled };
      await expect(
        c.admin.rpc.kpiTemplates.create({ ...fields(), kpiKeys: ['kpiUrgent'] }),
      ).rejects.toMatchObject(refused);
      await expect(
        c.admin.rpc.kpiTemplates.update({ id, ...fields(), kpiKeys: ['kpiUrgent'] }),
      ).rejects.toMatchObject(refused);
      await expect(c.admin.rpc.kpiTemplates.duplicate({ id })).rejects.toMatchObject(refused);
      await expect(c.admin.rpc.kpiTemplates.delete({ id })).rejects.toMatchObject(refused);
      expect((await c.admin.rpc.kpiTemplates.list()).canEdit).toBe(false);
      await expect(c.foreman.rpc.kpiTemplates.get({ id })).resolves.toMatchObject({ id });
    } finally {
      await setTemplatesEnabled(site.siteKey, true);
    }
  });
});

describe('kpiTemplates.get', () => {
  it('resolves a preset on the site calendar when opened, for every approved member', async () => {
    const { id } = await create();
    for (const role of ['admin', 'plant', 'contractorA'] as const) {
      const view = await c[role].rpc.kpiTemplates.get({ id });
      expect(view.resolvedFilters.to >= view.resolvedFilters.from).toBe(true);
      expect(view).toMatchObject({ id, timescale: 'daily', canEdit: role === 'admin' });
      expect(view.resolvedFilters).toMatchObject({ taskTypes: [10], craftTypes: [10] });
    }
  });

  it('keeps fixed days as saved', async () => {
    const { id } = await c.admin.rpc.kpiTemplates.create({
      ...fields(),
      kpiKeys: ['kpiBacklog'],
      filters: { range: { kind: 'fixed', from: '2026-01-01', to: '2026-03-31' } },
    });
    const view = await c.plant.rpc.kpiTemplates.get({ id });
    expect(view.rangeText).toBe('01/01/2026 – 03/31/2026');
    expect(view.resolvedFilters).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('finds no template of another site', async () => {
    const { id } = await create();
    for (const call of [
      () => c.otherAdmin.rpc.kpiTemplates.get({ id }),
      () => c.otherAdmin.rpc.kpiTemplates.update({ id, ...fields(), kpiKeys: ['kpiUrgent'] }),
      () => c.otherAdmin.rpc.kpiTemplates.duplicate({ id }),
      () => c.otherAdmin.rpc.kpiTemplates.delete({ id }),
    ])
      await expect(call()).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: NOT_AVAILABLE_MESSAGE,
      });
    expect((await c.otherAdmin.rpc.kpiTemplates.list()).templates.some((x) => x.id === id)).toBe(
      false,
    );
  });
});

describe('kpiTemplates.update, duplicate and delete', () => {
  it('renames and audits only what changed; the same values write nothing', async () => {
    const { id } = await create('Before');
    const input = { id, ...fields('After') };
    await c.admin.rpc.kpiTemplates.update(input);
    await c.admin.rpc.kpiTemplates.update(input);
    const entries = await auditOf(id);
    const updates = entries.filter((e) => e.action === 'updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ before: { name: 'Before' }, after: { name: 'After' } });
    expect((await c.plant.rpc.kpiTemplates.get({ id })).name).toBe('After');
  });

  it('refuses a rename to another template’s name', async () => {
    await create('Taken name');
    const { id } = await create();
    await expect(
      c.admin.rpc.kpiTemplates.update({ id, ...fields('taken NAME'), kpiKeys: ['kpiUrgent'] }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: KPI_TEMPLATE_TEXTS.duplicateName });
  });

  it('duplicates as "(copy)", then "(copy 2)"', async () => {
    const { id } = await create('Monthly');
    const first = await c.admin.rpc.kpiTemplates.duplicate({ id });
    const second = await c.admin.rpc.kpiTemplates.duplicate({ id });
    expect([first.name, second.name]).toEqual(['Monthly (copy)', 'Monthly (copy 2)']);
    const copy = await c.admin.rpc.kpiTemplates.get({ id: first.id });
    const original = await c.admin.rpc.kpiTemplates.get({ id });
    expect(copy.kpiKeys).toEqual(original.kpiKeys);
    expect(copy.filters).toEqual(original.filters);
  });

  it('deletes softly: gone from the list and the link, the name free again, audited', async () => {
    const { id } = await create('Short lived');
    await c.admin.rpc.kpiTemplates.delete({ id });
    const [row] = await t.db.select().from(kpiTemplates).where(eq(kpiTemplates.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    await expect(c.plant.rpc.kpiTemplates.get({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await c.admin.rpc.kpiTemplates.list()).templates.some((x) => x.id === id)).toBe(false);
    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual(['created', 'deleted']);
    await expect(create('Short lived')).resolves.toMatchObject({ name: 'Short lived' });
    await expect(c.admin.rpc.kpiTemplates.delete({ id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it.each(['plant', 'foreman', 'contractorA'] as const)('refuses %s every change', async (role) => {
    const { id } = await create();
    const forbidden = { code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE };
    await expect(
      c[role].rpc.kpiTemplates.update({ id, ...fields(), kpiKeys: ['kpiUrgent'] }),
    ).rejects.toMatchObject(forbidden);
    await expect(c[role].rpc.kpiTemplates.duplicate({ id })).rejects.toMatchObject(forbidden);
    await expect(c[role].rpc.kpiTemplates.delete({ id })).rejects.toMatchObject(forbidden);
  });
});

describe('templateRun (for scheduled reports)', () => {
  it('gives the KPIs, timescale and the filters of that moment', async () => {
    const { id } = await create('Run me');
    const run = await templateRun(
      t.db,
      site.siteKey,
      id,
      new Date('2026-11-24T03:00:00Z'),
      'America/Chicago',
    );
    expect(run).toMatchObject({
      name: 'Run me',
      kpiKeys: ['kpiTasksCompleted', 'kpiPercentSchedule'],
      timescale: 'daily',
      filters: { from: '2026-11-17', to: '2026-11-23', taskTypes: [10], craftTypes: [10] },
    });
    await expect(templateRun(t.db, other.siteKey, id, new Date(), 'UTC')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
