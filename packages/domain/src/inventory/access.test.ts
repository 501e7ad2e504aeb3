import { describe, expect, it } from 'vitest';
import {
  mayCreateInventoryObject,
  mayEditInventoryObject,
  newObjectAuthorizedCompanies,
  seesInventoryObject,
  seesInventoryTransaction,
} from './access.ts';
import type { TInventoryUser } from './access.ts';

const user = (
  flags: Partial<TInventoryUser['permissions']>,
  companyId: string | null,
): TInventoryUser => ({
  permissions: { isPlantPersonnel: false, isSiteAdmin: false, canUpdateTasks: false, ...flags },
  companyId,
});

// The people of the tables below.
const PLANT = user({ isPlantPersonnel: true }, null);
const PLANT_OF_A = user({ isPlantPersonnel: true }, 'A');
const SITE_ADMIN = user({ isSiteAdmin: true }, null);
const SITE_ADMIN_OF_B = user({ isSiteAdmin: true }, 'B');
const FOREMAN_A = user({ canUpdateTasks: true }, 'A');
const VIEWER_A = user({}, 'A');
const FOREMAN_C = user({ canUpdateTasks: true }, 'C');
const NO_COMPANY = user({ canUpdateTasks: true }, null);
const NO_COMPANY_NO_RIGHTS = user({}, null);

// The objects: authorized for every company (created by plant personnel), for A only, for A
// and B, for B only.
const EVERY = { authorizedCompanies: [] };
const ONLY_A = { authorizedCompanies: ['A'] };
const A_AND_B = { authorizedCompanies: ['A', 'B'] };
const ONLY_B = { authorizedCompanies: ['B'] };

type TObject = { authorizedCompanies: string[] };

describe('seesInventoryObject', () => {
  it.each<[string, TInventoryUser, TObject, boolean]>([
    ['plant personnel: an object for every company', PLANT, EVERY, true],
    ['plant personnel: an object for one company', PLANT, ONLY_B, true],
    ['plant personnel of a company: another company’s object', PLANT_OF_A, ONLY_B, true],
    ['site admin without company: an object for every company', SITE_ADMIN, EVERY, true],
    ['site admin without company: one company’s object', SITE_ADMIN, ONLY_A, false],
    ['site admin of B: B’s object', SITE_ADMIN_OF_B, ONLY_B, true],
    ['site admin of B: A’s object', SITE_ADMIN_OF_B, ONLY_A, false],
    ['contractor of A: an object for every company', FOREMAN_A, EVERY, true],
    ['contractor of A: the only authorized company', FOREMAN_A, ONLY_A, true],
    ['contractor of A: one of two authorized companies', FOREMAN_A, A_AND_B, true],
    ['contractor of A: another company’s object', FOREMAN_A, ONLY_B, false],
    ['contractor of C: an object for A and B', FOREMAN_C, A_AND_B, false],
    ['a user of A without rights: A’s object', VIEWER_A, ONLY_A, true],
    ['no company: an object for every company', NO_COMPANY, EVERY, true],
    ['no company: one company’s object', NO_COMPANY, ONLY_A, false],
  ])('%s: %s', (_name, who, object, sees) => {
    expect(seesInventoryObject(who, object)).toBe(sees);
  });
});

describe('mayEditInventoryObject (edits and manual movements)', () => {
  it.each<[string, TInventoryUser, TObject, boolean]>([
    ['plant personnel: every object', PLANT, EVERY, true],
    ['plant personnel: one company’s object', PLANT, ONLY_B, true],
    ['site admin: an object for every company', SITE_ADMIN, EVERY, true],
    ['site admin: one company’s object', SITE_ADMIN, ONLY_A, true],
    ['site admin of B: A’s object', SITE_ADMIN_OF_B, ONLY_A, true],
    ['contractor of the only authorized company', FOREMAN_A, ONLY_A, true],
    ['a user of the only authorized company without rights', VIEWER_A, ONLY_A, true],
    ['contractor of one of two authorized companies', FOREMAN_A, A_AND_B, false],
    ['contractor of another company', FOREMAN_A, ONLY_B, false],
    ['contractor: an object for every company', FOREMAN_A, EVERY, false],
    ['contractor of a company not authorized at all', FOREMAN_C, A_AND_B, false],
    ['no company: an object for every company', NO_COMPANY, EVERY, false],
    ['no company: one company’s object', NO_COMPANY, ONLY_A, false],
  ])('%s: %s', (_name, who, object, may) => {
    expect(mayEditInventoryObject(who, object)).toBe(may);
  });
});

describe('mayCreateInventoryObject: whoever may update tasks', () => {
  it.each<[string, TInventoryUser, boolean]>([
    ['plant personnel', PLANT, true],
    ['site admin', SITE_ADMIN, true],
    ['contractor who may update tasks', FOREMAN_A, true],
    ['no company, may update tasks', NO_COMPANY, true],
    ['a company user who may not update tasks', VIEWER_A, false],
    ['no company and no rights', NO_COMPANY_NO_RIGHTS, false],
  ])('%s: %s', (_name, who, may) => {
    expect(mayCreateInventoryObject(who)).toBe(may);
  });
});

describe('newObjectAuthorizedCompanies', () => {
  it.each<[string, TInventoryUser, string[]]>([
    ['plant personnel: every company (empty list)', PLANT, []],
    ['plant personnel of a company: still every company', PLANT_OF_A, []],
    ['contractor of A: A only', FOREMAN_A, ['A']],
    ['site admin of B (not plant): B only', SITE_ADMIN_OF_B, ['B']],
    ['site admin without company: every company', SITE_ADMIN, []],
    ['no company: every company', NO_COMPANY, []],
  ])('%s', (_name, who, companies) => {
    expect(newObjectAuthorizedCompanies(who)).toEqual(companies);
  });

  it('a contractor may then see and edit the object made for their company', () => {
    const object = { authorizedCompanies: newObjectAuthorizedCompanies(FOREMAN_A) };
    expect(seesInventoryObject(FOREMAN_A, object)).toBe(true);
    expect(mayEditInventoryObject(FOREMAN_A, object)).toBe(true);
    expect(seesInventoryObject(FOREMAN_C, object)).toBe(false);
  });

  it('returns a new list each time', () => {
    const first = newObjectAuthorizedCompanies(FOREMAN_A);
    first.push('Z');
    expect(newObjectAuthorizedCompanies(FOREMAN_A)).toEqual(['A']);
  });
});

describe('seesInventoryTransaction', () => {
  it.each<[string, TInventoryUser, string | null, boolean]>([
    ['plant personnel: a company’s line', PLANT, 'B', true],
    ['plant personnel: a line without company', PLANT, null, true],
    ['contractor of A: A’s line', FOREMAN_A, 'A', true],
    ['contractor of A: B’s line', FOREMAN_A, 'B', false],
    ['contractor of A: a line without company', FOREMAN_A, null, false],
    ['site admin of B: B’s line', SITE_ADMIN_OF_B, 'B', true],
    ['site admin of B: A’s line', SITE_ADMIN_OF_B, 'A', false],
    ['site admin without company: a line without company', SITE_ADMIN, null, false],
    ['no company: a line without company', NO_COMPANY, null, false],
    ['no company: a company’s line', NO_COMPANY, 'A', false],
  ])('%s: %s', (_name, who, companyId, sees) => {
    expect(seesInventoryTransaction(who, { companyId })).toBe(sees);
  });
});
