import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { apiTokenExpiresAt } from '@craftwork/domain/integrations/tokens';
import type { DbOrTx } from '../db/client.ts';
import { apiRequests, apiTokens, users } from '../db/schema.ts';
import { issueToken, revokeToken } from '../modules/api-tokens/index.ts';
import { seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What the demo's integrations ask for, logged as the REST API logs them (no query strings). */
const READS = ['/api/v1/tasks', '/api/v1/records', '/api/v1/assets'];
const WRITES = ['/api/v1/tasks'];

/**
 * API tokens on the demo site, so the Integrations page has something to show: a read token of
 * the plant user for an ERP sync, a write token of the admin for a work-order import, and a
 * revoked one; and a few weeks of their requests. The tokens themselves are random and never
 * printed: only their prefixes show (decision 181).
 */
export async function seedDemoApiTokens(
  tx: DbOrTx,
  {
    siteKey,
    now,
    adminEmail,
    plantEmail,
  }: { siteKey: string; now: Date; adminEmail: string; plantEmail: string },
) {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [adminEmail, plantEmail]));
  const admin = people.find((p) => p.email === adminEmail)?.id;
  const plant = people.find((p) => p.email === plantEmail)?.id;
  if (!admin || !plant) throw new Error('the demo has no admin or plant user for its API tokens');

  const made = async (name: string, userId: string, scope: 'read' | 'write', daysAgo: number) => {
    const { row } = await issueToken(tx, {
      siteKey,
      userId,
      createdBy: admin,
      name,
      scope,
      expiresAt: apiTokenExpiresAt(new Date(now.getTime() - daysAgo * DAY), 365),
    });
    await tx
      .update(apiTokens)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(eq(apiTokens.id, row.id));
    return row.id;
  };
  const erp = await made('ERP sync', plant, 'read', 40);
  const importer = await made('Work-order import', admin, 'write', 25);
  const old = await made('Old spreadsheet export', admin, 'read', 60);
  await revokeToken(tx, siteKey, old, admin);
  await tx
    .update(apiTokens)
    .set({ revokedAt: new Date(now.getTime() - 20 * DAY) })
    .where(eq(apiTokens.id, old));

  const random = seededRandom(181);
  const rows: (typeof apiRequests.$inferInsert)[] = [];
  const add = (tokenId: string, userId: string, at: Date, method: string, path: string) => {
    const status = random.chance(0.06)
      ? random.pick([400, 404, 429])
      : method === 'POST'
        ? 201
        : 200;
    rows.push({
      id: randomUUID(),
      siteKey,
      tokenId,
      userId,
      method,
      path,
      status,
      ip: '203.0.113.20',
      durationMs: random.int(8, 180),
      at,
    });
  };
  // The ERP reads every morning; the importer writes on working days; the old export until revoked.
  for (let day = 21; day >= 0; day--) {
    const morning = new Date(now.getTime() - day * DAY - 3 * 60 * 60 * 1000);
    for (let i = 0; i < 3; i++)
      add(erp, plant, new Date(morning.getTime() + i * 60_000), 'GET', random.pick(READS));
    if (day % 7 < 5)
      add(importer, admin, new Date(morning.getTime() + 30 * 60_000), 'POST', random.pick(WRITES));
  }
  for (let day = 30; day > 20; day -= 2)
    add(old, admin, new Date(now.getTime() - day * DAY), 'GET', READS[0] ?? '/api/v1/tasks');
  await tx.insert(apiRequests).values(rows);
  for (const tokenId of [erp, importer, old]) {
    const last = rows.filter((r) => r.tokenId === tokenId).at(-1)?.at;
    if (last) await tx.update(apiTokens).set({ lastUsedAt: last }).where(eq(apiTokens.id, tokenId));
  }
}
