import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { kpiTemplates, sites } from '../../../db/schema.ts';
import { approvedMembers, none, siteAdmins, unique, type MatrixArea } from '../matrix-kit.ts';
import { PRINCIPALS, type MatrixWorld, type Principal } from '../principals.ts';

const siteOf = (w: MatrixWorld, p: Principal) => (p === 'anonymous' ? w.site : w.siteOf[p]);

/** Each principal's templates in its own site: one it opens and changes, one it deletes. */
const own = {} as Record<Principal, { templateId: string; toDeleteId: string }>;

const fields = (name: string) => ({
  name,
  kpiKeys: ['kpiPercentSchedule', 'kpiTasksCompleted'],
  filters: { range: { kind: 'preset', preset: 'last30Days' } },
  timescale: 'weekly',
});

/**
 * KPIs (v2): every approved member lists and opens templates; site admins of a site with
 * KPIs (v2) on (both matrix sites here) change them. The template ids are made here, so the
 * procedures are listed as taking no id; kpi-templates.integration.test.ts calls each with
 * another site's template.
 */
export const kpiTemplatesArea: MatrixArea = {
  prepare: async (_t, db, w) => {
    for (const s of [w.site, w.other])
      await db
        .update(sites)
        .set({
          customizations: sql`${sites.customizations} || ${JSON.stringify({ reportTemplatesEnabled: true })}::jsonb`,
        })
        .where(eq(sites.siteKey, s.siteKey));
    for (const p of PRINCIPALS) {
      const ids = { templateId: randomUUID(), toDeleteId: randomUUID() };
      await db.insert(kpiTemplates).values(
        Object.values(ids).map((id) => ({
          id,
          siteKey: siteOf(w, p).siteKey,
          ...fields(`Template ${id}`),
        })),
      );
      own[p] = ids;
    }
  },
  takeNoId: [
    'kpiTemplates.list',
    'kpiTemplates.get',
    'kpiTemplates.create',
    'kpiTemplates.update',
    'kpiTemplates.duplicate',
    'kpiTemplates.delete',
  ],
  rows: {
    'kpiTemplates.list': { access: approvedMembers, input: none },
    'kpiTemplates.get': { access: approvedMembers, input: (_w, p) => ({ id: own[p].templateId }) },
    'kpiTemplates.create': { access: siteAdmins, input: () => fields(`New ${unique()}`) },
    'kpiTemplates.update': {
      access: siteAdmins,
      input: (_w, p) => ({ id: own[p].templateId, ...fields(`Changed ${unique()}`) }),
    },
    'kpiTemplates.duplicate': {
      access: siteAdmins,
      input: (_w, p) => ({ id: own[p].templateId }),
    },
    'kpiTemplates.delete': { access: siteAdmins, input: (_w, p) => ({ id: own[p].toDeleteId }) },
  },
};
