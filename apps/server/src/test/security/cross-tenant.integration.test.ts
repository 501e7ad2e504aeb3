import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  attachments,
  companies,
  craftRecords,
  photos,
  siteUsers,
  taskSubscribers,
  tasks,
  userLocations,
} from '../../db/schema.ts';
import type { SiteFixture } from '../fixtures.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { AREAS_TAKE_NO_ID, PROCEDURE_MATRIX } from './authorization-matrix.ts';
import { buildMatrixWorld } from './matrix-world.ts';
import { INTERNALS } from './internals.ts';
import {
  ownObjects,
  PRINCIPALS,
  type MatrixWorld,
  type OwnObjects,
  type Principal,
} from './principals.ts';
import { outcomeOf, procedurePaths, refusedByGuard } from './router-paths.ts';

/**
 * Id lifting: every procedure that takes an id, a refPath, a site key, a company, a location
 * or an asset, called by each principal with another site's values (and, for company users,
 * another company's), all at once and one at a time beside its own. Each call is refused, or
 * answers without anything of the other tenant; none fails; no other tenant's row changes.
 * The file routes get the same treatment in file-routes.integration.test.ts.
 */

/** Applying to a site is how one joins it: any site key is a fair input there. */
const TAKES_ANY_SITE = new Set(['sites.applyToSiteKey']);

/** Answers a refused call may give. */
const REFUSED = ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST'];

/**
 * Procedures whose ids only narrow what the caller already may see (list filters, the
 * caller's own location choice): a foreign id there may be ignored, so an answer is fine as
 * long as nothing of the other tenant is in it.
 */
const MAY_IGNORE_FOREIGN_IDS = new Set([
  'craftRecords.list',
  'craftRecords.exportCsv',
  'profile.setUserLocations',
]);

/** Everything of a tenant that can travel in an input. */
type Tenant = {
  siteKey: string;
  companies: string[];
  locationIds: string[];
  assetId: string;
  pendingUserId: string;
  deleted: { recordRefPath: string; taskRefPath: string };
  objects: OwnObjects;
};

/** Fields the matrix's samples leave out that carry ids too. */
const EXTRA_FIELDS: Record<string, (own: Tenant) => Record<string, unknown>> = {
  'craftRecords.updateCraftDetails': (own) => ({
    locationId: own.locationIds[1],
    assetId: own.assetId,
  }),
  'craftRecords.list': (own) => ({ locationIds: own.locationIds }),
  'craftRecords.exportCsv': (own) => ({ locationIds: own.locationIds }),
};

let t: TestApp;
let world: MatrixWorld;
const assetOf: Record<string, string> = {};
/** Company B's objects on the main site, for company A's users to reach for. */
let companyB: OwnObjects;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildMatrixWorld(t, t.db);
  companyB = await ownObjects(t.db, world.site, world.site.companyB);
  for (const s of [world.site, world.other]) {
    // Company B does company A's craft too: a refusal must come from the scope, not the craft.
    await t.db
      .update(companies)
      .set({ craftTypes: [10, 30] })
      .where(eq(companies.id, s.companyB));
    const id = randomUUID();
    await t.db.insert(assets).values({
      id,
      siteKey: s.siteKey,
      customId: `A-${s.siteKey}`,
      title: `Asset of ${s.siteKey}`,
      locationId: s.locationIds[0],
    });
    assetOf[s.siteKey] = id;
  }
});
afterAll(() => t.close());

function tenant(s: SiteFixture, objects: OwnObjects, companies = [s.companyA, s.companyB]) {
  return {
    siteKey: s.siteKey,
    companies,
    locationIds: s.locationIds,
    assetId: assetOf[s.siteKey]!,
    pendingUserId: world.pendingBySite[s.siteKey]!,
    deleted: world.deletedBySite[s.siteKey]!,
    objects,
  } satisfies Tenant;
}

/** Company A's users of the main site: company B's objects are not theirs. */
const COMPANY_A_USERS: readonly Principal[] = ['contractorA', 'foreman', 'readOnly', 'noUpdates'];

type Lift = 'another site' | 'another company';

/** The caller's own tenant and the one it reaches into. */
function tenants(principal: Principal, lift: Lift): { own: Tenant; foreign: Tenant } {
  const { site, other, mine } = world;
  if (lift === 'another company') {
    return {
      own: tenant(site, mine[principal], [site.companyA]),
      foreign: tenant(site, companyB, [site.companyB]),
    };
  }
  return principal === 'otherSite'
    ? { own: tenant(other, mine.otherSite), foreign: tenant(site, mine.siteAdmin) }
    : { own: tenant(site, mine[principal]), foreign: tenant(other, mine.otherSite) };
}

/** Own value → the other tenant's value in the same place. */
function substitutions(own: Tenant, foreign: Tenant, lift: Lift): Map<string, string> {
  const pairs: [string, string][] = [
    ...(Object.keys(own.objects) as (keyof OwnObjects)[]).map(
      (k) => [own.objects[k], foreign.objects[k]] as [string, string],
    ),
    ...own.companies.map((c, i) => [c, foreign.companies[i]!] as [string, string]),
  ];
  if (lift === 'another site') {
    pairs.push(
      [own.siteKey, foreign.siteKey],
      ...own.locationIds.map((l, i) => [l, foreign.locationIds[i]!] as [string, string]),
      [own.assetId, foreign.assetId],
      [own.pendingUserId, foreign.pendingUserId],
      [own.deleted.recordRefPath, foreign.deleted.recordRefPath],
      [own.deleted.taskRefPath, foreign.deleted.taskRefPath],
    );
  }
  return new Map(pairs);
}

/** What must never show in an answer: the other tenant's ids (and record titles' id prefixes). */
function markers(foreign: Tenant, lift: Lift): string[] {
  const ids = Object.values(foreign.objects).map((v) => v.split('/').pop()!);
  const more =
    lift === 'another site'
      ? [
          foreign.siteKey,
          ...foreign.companies,
          ...foreign.locationIds,
          foreign.assetId,
          foreign.pendingUserId,
        ]
      : [];
  return [...ids.map((id) => id.slice(0, 8)), ...more];
}

type Slot = (string | number)[];

/** Paths of the string leaves (array items included) that hold one of the caller's own values. */
function slotsOf(value: unknown, own: Map<string, string>, path: Slot = []): Slot[] {
  if (typeof value === 'string') return own.has(value) ? [path] : [];
  if (value instanceof File || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    slotsOf(v, own, [...path, Array.isArray(value) ? Number(k) : k]),
  );
}

function replaced(
  value: unknown,
  slots: Slot[],
  map: Map<string, string>,
  path: Slot = [],
): unknown {
  const key = JSON.stringify(path);
  if (typeof value === 'string')
    return slots.some((s) => JSON.stringify(s) === key) ? map.get(value) : value;
  if (value instanceof File || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v, i) => replaced(v, slots, map, [...path, i]));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, replaced(v, slots, map, [...path, k])]),
  );
}

function sampleOf(path: string, principal: Principal, own: Tenant): unknown {
  const sample = PROCEDURE_MATRIX[path]!.input(world, principal);
  const extra = EXTRA_FIELDS[path]?.(own);
  return extra ? { ...(sample as object), ...extra } : sample;
}

/** Every foreign value at once, then each alone among the caller's own. */
function liftedInputs(sample: unknown, map: Map<string, string>): unknown[] {
  const slots = slotsOf(sample, map);
  if (slots.length === 0) return [];
  const variants = [slots, ...(slots.length > 1 ? slots.map((s) => [s]) : [])];
  return variants.map((v) => replaced(sample, v, map));
}

const CORE_TAKE_NO_ID = [
  'account.createAccount',
  'account.resetPassword',
  'account.sendPasswordResetLink',
  'account.sendVerificationLink',
  'craftRecords.exportDeletedCsv',
  'craftRecords.listDeleted',
  'craftRecords.standingScaffolds',
  'dashboard.summary',
  'download.sendAppDownloadCodeLink',
  'profile.setLanguage',
  'profile.setNotifications',
  'profile.updatePhone',
  'session.me',
  'sites.listAssets',
  'sites.listCompanies',
  'sites.listPendingUsers',
  'system.config',
  'tasks.exportCsv',
  'tasks.exportDeletedCsv',
  'tasks.list',
  'tasks.listDeleted',
];
const TAKE_NO_ID = [...CORE_TAKE_NO_ID, ...AREAS_TAKE_NO_ID].sort();

type Case = [path: string, principal: Principal, lift: Lift];
// A caller without a site is refused before the procedure reads its input (router-paths.ts).
const casesOf = (path: string): Case[] => [
  ...PRINCIPALS.filter((p) => !refusedByGuard(path, p)).map((p): Case => [path, p, 'another site']),
  ...COMPANY_A_USERS.map((p): Case => [path, p, 'another company']),
];
const CASES: Case[] = Object.keys(PROCEDURE_MATRIX)
  .filter((path) => !TAKES_ANY_SITE.has(path) && !TAKE_NO_ID.includes(path))
  .flatMap(casesOf);

/** The case's inputs: its sample with the other tenant's values put in. */
function liftedFor(path: string, principal: Principal, lift: Lift): unknown[] {
  const { own, foreign } = tenants(principal, lift);
  return liftedInputs(sampleOf(path, principal, own), substitutions(own, foreign, lift));
}

/** The other tenants' rows, to see that none changed. */
async function foreignRows() {
  const objects = [world.mine.otherSite, world.mine.siteAdmin, companyB];
  const recordIds = objects.flatMap((o) => [o.recordId, o.recordToDeleteRefPath.split('/').pop()!]);
  const taskIds = objects.flatMap((o) => [o.taskId, o.taskToDeleteRefPath.split('/').pop()!]);
  const sites = [world.other.siteKey];
  return {
    records: await t.db.select().from(craftRecords).where(inArray(craftRecords.id, recordIds)),
    tasks: await t.db.select().from(tasks).where(inArray(tasks.id, taskIds)),
    photos: await t.db.select().from(photos).where(inArray(photos.craftRecordId, recordIds)),
    attachments: await t.db
      .select()
      .from(attachments)
      .where(inArray(attachments.craftRecordId, recordIds)),
    subscribers: await t.db
      .select()
      .from(taskSubscribers)
      .where(inArray(taskSubscribers.taskId, taskIds)),
    siteUsers: await t.db.select().from(siteUsers).where(inArray(siteUsers.siteKey, sites)),
    userLocations: await t.db
      .select()
      .from(userLocations)
      .where(inArray(userLocations.siteKey, sites)),
  };
}

describe('id lifting', () => {
  let before: Awaited<ReturnType<typeof foreignRows>>;
  beforeAll(async () => {
    before = await foreignRows();
  });

  it('tries every procedure that takes an id', () => {
    const untried = procedurePaths().filter(
      (path) => !TAKES_ANY_SITE.has(path) && casesOf(path).every((c) => !liftedFor(...c).length),
    );
    // These take no id at all: what they answer is the caller's own or their scope's (the
    // matrix checks who may call them; list scoping has its own tests).
    expect(
      untried.sort(),
      'a procedure outside TAKE_NO_ID takes no id in its matrix sample: give the sample the ids it takes, or list it here',
    ).toEqual(TAKE_NO_ID);
  });

  it.each(CASES)('%s by %s with ids of %s', async (path, principal, lift) => {
    const never = markers(tenants(principal, lift).foreign, lift);
    for (const input of liftedFor(path, principal, lift)) {
      const outcome = await outcomeOf(world.clients[principal].rpc, path, input);
      const seen = `${outcome.code}: ${outcome.message} for ${JSON.stringify(input)}`;
      expect(outcome.message, seen).not.toMatch(INTERNALS);
      if (outcome.code === 'OK') {
        expect(MAY_IGNORE_FOREIGN_IDS.has(path), `accepted ${seen}`).toBe(true);
        const answer = JSON.stringify(outcome.result) ?? '';
        for (const marker of never) expect(answer, seen).not.toContain(marker);
      } else {
        expect(REFUSED, seen).toContain(outcome.code);
      }
    }
  });

  it('changed no row of another tenant', async () => {
    expect(await foreignRows()).toEqual(before);
  });
});
