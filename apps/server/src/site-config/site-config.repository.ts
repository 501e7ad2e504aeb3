import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sites } from '../db/schema.ts';

/** A site's row, as the request context and every module read it. */
export function findSite(db: DbOrTx, siteKey: string) {
  return db.query.sites.findFirst({ where: eq(sites.siteKey, siteKey) });
}
