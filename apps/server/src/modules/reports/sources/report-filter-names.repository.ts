import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, kpiTemplates, locations } from '../../../db/schema.ts';

/** The names a report's filters show: the site's companies, locations and KPI template only. */

export function companyNames(db: DbOrTx, siteKey: string, ids: string[]) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.siteKey, siteKey), inArray(companies.id, ids)));
}

export function locationNames(db: DbOrTx, siteKey: string, ids: string[]) {
  return db
    .select({ id: locations.id, name: locations.title })
    .from(locations)
    .where(and(eq(locations.siteKey, siteKey), inArray(locations.id, ids)));
}

export function kpiTemplateNames(db: DbOrTx, siteKey: string, id: string) {
  return db
    .select({ name: kpiTemplates.name })
    .from(kpiTemplates)
    .where(and(eq(kpiTemplates.siteKey, siteKey), eq(kpiTemplates.id, id)));
}
