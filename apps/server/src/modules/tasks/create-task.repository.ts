import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, craftRecords, locations } from '../../db/schema.ts';

/** The queries of the Create New Task wizard's save that no other task use case asks. */

/** The craft types of a company of the site (deleted or not), or undefined. */
export async function findCompanyCraftTypes(tx: DbOrTx, siteKey: string, companyId: string) {
  const [company] = await tx
    .select({ craftTypes: companies.craftTypes })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.siteKey, siteKey)));
  return company;
}

/** A location of the site, or undefined. */
export function findSiteLocation(tx: DbOrTx, siteKey: string, locationId: string) {
  return tx.query.locations.findFirst({
    where: and(eq(locations.id, locationId), eq(locations.siteKey, siteKey)),
  });
}

/** Stores a new craft record (the wizard's "new record"). */
export async function insertCraftRecord(tx: DbOrTx, row: typeof craftRecords.$inferInsert) {
  await tx.insert(craftRecords).values(row);
}
