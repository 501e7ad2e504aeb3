import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sites } from '../db/schema.ts';

const siteByKey = preparedFor((db) =>
  db
    .select()
    .from(sites)
    .where(eq(sites.siteKey, sql.placeholder('siteKey')))
    .limit(1)
    .prepare('find_site'),
);

/** A site's row, as the request context and every module read it. */
export async function findSite(db: DbOrTx, siteKey: string) {
  const [site] = await siteByKey(db).execute({ siteKey });
  return site;
}
