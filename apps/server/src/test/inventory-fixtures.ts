import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import type { Database } from '../db/client.ts';
import {
  inventoryObjects,
  inventoryStock,
  inventoryTransactions,
  sites,
  userLocations,
} from '../db/schema.ts';
import { addMember, createVerifiedUser } from '../modules/sites/index.ts';
import { PASSWORD, type SiteFixture } from './fixtures.ts';
import { signInEach, type TestApp, type TestClient } from './harness.ts';

/**
 * The inventory tests' shared setup: a site's inventory switch, its principals signed in, an
 * object with its stock written directly.
 */

/** Turns a site's inventory on (or off), merging any other inventory settings given. */
export async function setInventory(
  db: Database,
  siteKey: string,
  enabled = true,
  settings: { rentalBillingCutoff?: string } = {},
) {
  await db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ inventoryEnabled: enabled, ...settings })}::jsonb`,
    })
    .where(eq(sites.siteKey, siteKey));
}

type FixtureRole = keyof SiteFixture['users'];

/** A client per named role of the site fixture, signed in with the fixtures' password. */
export async function signInRoles<R extends FixtureRole>(
  t: Pick<TestApp, 'signIn'>,
  site: SiteFixture,
  roles: readonly R[],
): Promise<Record<R, TestClient>> {
  const accounts = {} as Record<R, { email: string }>;
  for (const role of roles) accounts[role] = site.users[role];
  return signInEach(t, accounts, PASSWORD);
}

/**
 * A company A member with the foreman's permissions but without canUpdateTasks (who may not
 * create inventory objects); at every location of the site when `atLocations`.
 */
export async function addNoUpdatesMember(
  db: Database,
  site: SiteFixture,
  email: string,
  atLocations = false,
) {
  const userId = await createVerifiedUser(db, {
    email,
    password: PASSWORD,
    displayName: `No updates ${site.siteKey}`,
  });
  await addMember(db, {
    siteKey: site.siteKey,
    userId,
    approved: true,
    permissions: { ...PERMISSION_PRESETS.foreman, canUpdateTasks: false },
    companyId: site.companyA,
  });
  if (atLocations)
    await db.insert(userLocations).values(
      site.locationIds.map((locationId) => ({
        siteKey: site.siteKey,
        userId,
        locationId,
        value: true,
      })),
    );
  return userId;
}

export type Quantities = {
  available: number;
  inUse: number;
  awaitingPickup: number;
  reserved: number;
};
export const NO_QUANTITIES: Quantities = { available: 0, inUse: 0, awaitingPickup: 0, reserved: 0 };

/**
 * An object with its stock at the site's first location, the object's totals kept as the app
 * keeps them; `threshold` is both the object's and the stock's Low threshold.
 */
export async function insertObjectWithStock(
  db: Database,
  site: SiteFixture,
  quantities: Partial<Quantities> = {},
  extra: Partial<typeof inventoryObjects.$inferInsert> & { threshold?: number } = {},
) {
  const q = { ...NO_QUANTITIES, ...quantities };
  const id = randomUUID();
  const { threshold = 0, ...object } = extra;
  await db.insert(inventoryObjects).values({
    id,
    siteKey: site.siteKey,
    title: `Tubes ${id.slice(0, 6)}`,
    quantityAvailable: q.available,
    quantityInUse: q.inUse,
    quantityAwaitingPickup: q.awaitingPickup,
    quantityReserved: q.reserved,
    lowQuantityThreshold: threshold,
    ...object,
  });
  await db.insert(inventoryStock).values({
    id: randomUUID(),
    siteKey: site.siteKey,
    objectId: id,
    locationId: site.locationIds[0],
    ...q,
    lowQuantityThreshold: threshold,
  });
  return id;
}

export type TLineValues = Omit<typeof inventoryTransactions.$inferInsert, 'id' | 'siteKey'> & {
  id?: string;
};

/**
 * Transaction lines written directly, on the site, with no movement applied to the stock (for
 * lists and rental, which read lines only); each gets a new id unless given one. Their ids.
 */
export async function insertTransactionLines(
  db: Database,
  siteKey: string,
  lines: readonly TLineValues[],
): Promise<string[]> {
  const rows = lines.map(({ id = randomUUID(), ...line }) => ({ ...line, id, siteKey }));
  await db.insert(inventoryTransactions).values(rows);
  return rows.map((r) => r.id);
}
