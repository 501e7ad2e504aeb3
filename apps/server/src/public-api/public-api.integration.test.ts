import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listTasks } from '@craftwork/sdk/examples/integrator.ts';
import { INVENTORY_TRANSACTION_TYPE } from '@craftwork/domain/catalogues/inventory';
import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { siteUsers, tasks, userLocations } from '../db/schema.ts';
import { addMember } from '../modules/sites/index.ts';
import { addCraftRecord, createSiteFixture, type SiteFixture } from '../test/fixtures.ts';
import {
  insertObjectWithStock,
  insertTransactionLines,
  setInventory,
} from '../test/inventory-fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { ApiContract, checkedFetch } from '../test/api-contract.ts';
import { issueToken, revokeToken, type TTokenScope } from '../modules/api-tokens/index.ts';
import { INVALID_TOKEN_MESSAGE } from '../http/public-api-route.ts';

let t: TestApp;
let site: SiteFixture;
let base: string;
/** Every answer below is checked against the API document. */
const contract = ApiContract.load();

async function tokenFor(
  user: keyof SiteFixture['users'],
  scope: TTokenScope,
  expiresAt: Date | null = null,
) {
  const { token, row } = await issueToken(t.db, {
    siteKey: site.siteKey,
    userId: site.users[user].id,
    createdBy: site.users.admin.id,
    name: `${user} ${scope}`,
    scope,
    expiresAt,
  });
  return { token, id: row.id };
}

const api = (path: string, token: string | null, init: RequestInit = {}) =>
  checkedFetch(contract, base)(path, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

beforeAll(async () => {
  t = await startTestApp();
  site = await createSiteFixture(t.db, 'RESTAPI');
  // Seven tasks company A may see, three of company B's it may not.
  for (let i = 0; i < 7; i += 1) await addCraftRecord(t.db, site, {}, [{ taskStatus: 30 }]);
  for (let i = 0; i < 3; i += 1)
    await addCraftRecord(t.db, site, { authorizedCompanies: [site.companyB] }, [
      { taskStatus: 30, assignedCompanyId: site.companyB },
    ]);
  base = `${t.url}/api/v1`;
}, 60_000);
afterAll(() => t.close());

describe('tokens', () => {
  it('refuses a revoked token on the very next request', async () => {
    const { token, id } = await tokenFor('plant', 'read');
    expect((await api('/tasks?limit=1', token)).status).toBe(200);
    expect(await revokeToken(t.db, site.siteKey, id, site.users.admin.id)).toBe(true);
    const refused = await api('/tasks?limit=1', token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ detail: INVALID_TOKEN_MESSAGE });
  });

  it('refuses an expired token, an unknown one and a request without one', async () => {
    const { token } = await tokenFor('plant', 'read', new Date(Date.now() - 1000));
    expect((await api('/tasks', token)).status).toBe(401);
    expect((await api('/tasks', `cw_${'x'.repeat(43)}`)).status).toBe(401);
    const none = await api('/tasks', null);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { detail: string }).detail).toMatch(/API token/);
  });

  it('ignores a signed-in browser session: only tokens open the API', async () => {
    const browser = await t.signIn(site.users.plant.email, 'correct horse battery');
    expect((await browser.fetch('/api/v1/tasks')).status).toBe(401);
  });

  it("refuses the token of a user who lost the site's access", async () => {
    const { token } = await tokenFor('foreman', 'read');
    expect((await api('/tasks?limit=1', token)).status).toBe(200);
    await t.db
      .update(siteUsers)
      .set({ approved: false })
      .where(eq(siteUsers.userId, site.users.foreman.id));
    expect((await api('/tasks?limit=1', token)).status).toBe(403);
  });

  it("acts with the user's scope, never more", async () => {
    const count = async (user: 'plant' | 'contractorA') => {
      const { token } = await tokenFor(user, 'read');
      return (await listTasks(connect(base, token), 100)).length;
    };
    const [plant, contractor] = [await count('plant'), await count('contractorA')];
    expect(contractor).toBeGreaterThan(0);
    expect(contractor).toBeLessThan(plant);
    const { token } = await tokenFor('contractorA', 'write');
    // A site admin's list stays a site admin's: the contractor's write token gets 403.
    expect((await api('/companies', token)).status).toBe(403);
    const hidden = await t.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.assignedCompanyId, site.companyB));
    expect((await api(`/tasks/${hidden[0]!.id}`, token)).status).toBe(404);
  });

  it("acts on the token's site, not the user's default site", async () => {
    const second = await createSiteFixture(t.db, 'RESTTWO');
    const userId = site.users.plant.id;
    await addMember(t.db, {
      siteKey: second.siteKey,
      userId,
      approved: true,
      permissions: PERMISSION_PRESETS.plantUser,
    });
    await t.db.insert(userLocations).values(
      second.locationIds.map((locationId) => ({
        siteKey: second.siteKey,
        userId,
        locationId,
        value: true,
      })),
    );
    const { taskIds } = await addCraftRecord(t.db, second, {}, [
      { taskStatus: 30 },
      { taskStatus: 30 },
    ]);
    const { token } = await issueToken(t.db, {
      siteKey: second.siteKey,
      userId,
      createdBy: second.users.admin.id,
      name: 'second site',
      scope: 'read',
      expiresAt: null,
    });
    const ids = (await listTasks(connect(base, token), 50)).map((task) => task.id);
    expect(ids.sort()).toEqual([...taskIds].sort());
  });

  it('answers a cursor it did not make with 400 and a clear message', async () => {
    const { token } = await tokenFor('plant', 'read');
    for (const cursor of ['nope', 'eyJvIjotMX0', '!!!', 'eyJrIjoiYSJ9']) {
      const response = await api(`/tasks?cursor=${cursor}`, token);
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/cursor is not valid/);
    }
  });
});

describe('every read route', () => {
  it('answers with data as the document says (each answer is checked by api())', async () => {
    await setInventory(t.db, site.siteKey);
    const objectId = await insertObjectWithStock(t.db, site, { available: 5 });
    await insertTransactionLines(t.db, site.siteKey, [
      {
        objectId,
        type: INVENTORY_TRANSACTION_TYPE.RESERVE,
        value: 2,
        companyId: site.companyA,
        siteDay: '2026-03-02',
      },
    ]);
    const { token } = await tokenFor('admin', 'read');
    const read = async (path: string) => {
      const response = await api(path, token);
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return (await response.json()) as { items: { id: string }[] };
    };
    const lists = ['/records', '/tasks', '/companies', '/locations', '/inventory/objects'];
    const [record, task] = await Promise.all(
      [...lists, '/inventory/transactions'].map(async (path) => {
        const { items } = await read(path);
        expect(items.length, path).toBeGreaterThan(0);
        return items[0]!.id;
      }),
    );
    for (const path of ['/assets', '/customers', '/estimates', '/invoices']) await read(path);
    await read(`/records/${record}`);
    await read(`/tasks/${task}`);
    await read(`/inventory/objects/${objectId}`);
    await read('/kpis?from=2026-03-01&to=2026-03-31');
  });
});
