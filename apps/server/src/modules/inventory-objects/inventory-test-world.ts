import { createSiteFixture, PASSWORD, type SiteFixture } from '../../test/fixtures.ts';
import { NOT_AVAILABLE_MESSAGE, PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import type { TestApp, TestClient } from '../../test/harness.ts';
import { addNoUpdatesMember, setInventory, signInRoles } from '../../test/inventory-fixtures.ts';

/** A call refused for want of permission, and one for an object outside the caller's scope. */
export const refused = { code: 'FORBIDDEN', message: PERMISSION_ERROR_MESSAGE };
export const hidden = { code: 'NOT_FOUND', message: NOT_AVAILABLE_MESSAGE };

export type Role = 'admin' | 'plant' | 'foreman' | 'contractorA' | 'contractorB' | 'viewer';

/**
 * A site with inventory on and a client per role: the fixture's roles, and a company A
 * `viewer` without canUpdateTasks (who may not create objects), at every location.
 */
export async function inventorySite(t: TestApp, siteKey: string) {
  const site: SiteFixture = await createSiteFixture(t.db, siteKey);
  await setInventory(t.db, siteKey);
  const email = `viewer@${siteKey.toLowerCase()}.test`;
  const viewerId = await addNoUpdatesMember(t.db, site, email, true);
  const c: Record<Role, TestClient> = {
    ...(await signInRoles(t, site, ['admin', 'plant', 'foreman', 'contractorA', 'contractorB'])),
    viewer: await t.signIn(email, PASSWORD),
  };
  return { site, c, viewerId };
}

/** A site of the tests (`siteKey`) and another one (`siteKey` + X) whose admin reaches across. */
export async function inventorySites(t: TestApp, siteKey: string) {
  const own = await inventorySite(t, siteKey);
  const elsewhere = await inventorySite(t, `${siteKey}X`);
  return { ...own, other: elsewhere.site, otherAdmin: elsewhere.c.admin };
}

/** An object created through the app by `by`, with its available count and Low threshold. */
export async function newObject(by: TestClient, available = 10, threshold = 0) {
  const title = `Tubes ${tag()}`;
  const { id } = await by.rpc.inventoryObjects.create({
    title,
    quantityAvailable: available,
    lowQuantityThreshold: threshold,
  });
  return { id, title };
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
