import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CRAFT_TYPE } from '@craftwork/domain/catalogues/craft-types';
import type { TKpiTemplateFields } from '@craftwork/domain/kpis/templates';
import { toSiteWallTime } from '@craftwork/domain/time/site-time';
import type { DbOrTx } from '../db/client.ts';
import { kpiTemplates, sites, users } from '../db/schema.ts';

/**
 * The demo site's KPIs (v2) templates, saved by its site admin: a weekly review of the
 * contractors' schedule work over the last 30 days, and the scaffolds of the current quarter
 * by month. Call after the site's members exist; a second call adds nothing.
 */
export async function seedDemoKpiTemplates(
  tx: DbOrTx,
  ctx: { siteKey: string; adminEmail?: string; now?: Date },
) {
  const existing = await tx
    .select({ id: kpiTemplates.id })
    .from(kpiTemplates)
    .where(and(eq(kpiTemplates.siteKey, ctx.siteKey), isNull(kpiTemplates.deletedAt)))
    .limit(1);
  if (existing.length) return;
  const [site] = await tx
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.siteKey, ctx.siteKey));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ctx.adminEmail ?? 'admin@craftwork.demo'));
  const wall = toSiteWallTime(ctx.now ?? new Date(), site?.timezone ?? 'UTC');
  const quarter = `q${Math.floor(wall.month() / 3) + 1}` as 'q1' | 'q2' | 'q3' | 'q4';
  const templates: TKpiTemplateFields[] = [
    {
      name: 'Weekly contractor review',
      kpiKeys: [
        'kpiPercentSchedule',
        'kpiTasksCompleted',
        'kpiNewTasksCreated',
        'kpiUrgent',
        'kpiBacklog',
        'kpiScheduleClasses',
      ],
      filters: {
        range: { kind: 'preset', preset: 'last30Days' },
        taskTypes: [],
        departments: [],
        companyIds: [],
        craftTypes: [],
      },
      timescale: 'weekly',
    },
    {
      name: 'Scaffold quarter',
      kpiKeys: [
        'kpiStandingScaffolds',
        'kpiDaysStanding',
        'kpiLegFeet',
        'kpiInspectionCompliance',
        'kpiTasksCompleted',
      ],
      filters: {
        range: { kind: 'preset', preset: quarter },
        taskTypes: [],
        departments: [],
        companyIds: [],
        craftTypes: [CRAFT_TYPE.SCAFFOLDING],
      },
      timescale: 'monthly',
    },
  ];
  await tx.insert(kpiTemplates).values(
    templates.map((t) => ({
      id: randomUUID(),
      siteKey: ctx.siteKey,
      name: t.name,
      kpiKeys: [...t.kpiKeys],
      filters: t.filters,
      timescale: t.timescale,
      createdBy: admin?.id ?? null,
      lastModifiedBy: admin?.id ?? null,
    })),
  );
}
