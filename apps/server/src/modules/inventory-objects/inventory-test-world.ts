import { eq, sql } from 'drizzle-orm';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { sites, userLocations } from '../../db/schema.ts';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import type { TestApp, TestClient } from '../../test/harness.ts';
import { addMember, createVerifiedUser } from '../sites/site-setup.repository.ts';

export type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'viewer';
export const ROLES: readonly Role[] = [
  'admin',
  'plant',
  'foreman',
  'contractorA',
  'contractorB',
  'viewer',
];

/** Turns a site's inventory on (or off). */
export async function setInventory(t: TestApp, siteKey: string, enabled: boolean) {
  await t.db
    .update(sites)
    .set({
      customizations: sql`${sites.customizations} || ${JSON.stringify({ inventoryEnabled: enabled })}::jsonb`,
    })
    .where(eq(sites.siteKey, siteKey));
}

/**
 * A site with inventory on and a client per role: the fixture's roles, and a company A
 * `viewer` without canUpdateTasks (who may not create objects).
 */
export async function inventorySite(t: TestApp, siteKey: string) {
  const site: SiteFixture = await createSiteFixture(t.db, siteKey);
  await setInventory(t, siteKey, true);
  const email = `viewer@${siteKey.toLowerCase()}.test`;
  const viewerId = await createVerifiedUser(t.db, {
    email,
    password: PASSWORD,
    displayName: `viewer ${siteKey}`,
  });
  await addMember(t.db, {
    siteKey,
    userId: viewerId,
    approved: true,
    permissions: { ...PERMISSION_PRESETS.foreman, canUpdateTasks: false },
    companyId: site.companyA,
  });
  await t.db.insert(userLocations).values(
    site.locationIds.map((locationId) => ({
      siteKey,
      userId: viewerId,
      locationId,
      value: true,
    })),
  );
  const c = {} as Record<Role, TestClient>;
  for (const role of ROLES) {
    c[role] = await t.signIn(role === 'viewer' ? email : site.users[role].email, PASSWORD);
  }
  return { site, c, viewerId };
}

let n = 0;
/** A word no other test's titles hold, to search one test's objects. */
export const tag = () => `q${Date.now().toString(36)}x${++n}`;

/** The BAD_REQUEST input issues' messages of a refused call. */
export async function issueMessages(call: Promise<unknown>): Promise<string[]> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  const data = (error as { data?: { issues?: { message: string }[] } } | null)?.data;
  return (data?.issues ?? []).map((i) => i.message);
}
