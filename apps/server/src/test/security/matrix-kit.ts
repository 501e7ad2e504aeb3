import type { TErrorReason } from '@craftwork/domain/errors/errors';
import type { Database } from '../../db/client.ts';
import type { TestApp } from '../harness.ts';
import { setInventory } from '../inventory-fixtures.ts';
import type { MatrixWorld, Principal } from './principals.ts';

/**
 * Who may call what. Every procedure of the router and every file route has a row; each
 * principal is allowed, denied or finds the object hidden. A denied call answers UNAUTHORIZED
 * or FORBIDDEN; a hidden one NOT_FOUND (the object is outside the caller's scope). An allowed
 * one succeeds, or meets one of the row's named domain `refusals` (decision 114): any other
 * answer, a BAD_REQUEST from an input builder gone stale included, fails the cell. `input`
 * builds a valid input for the calling principal, on its own objects.
 */
export type Access = 'allow' | 'deny' | 'hidden';
/** An expected business refusal: its code and its reason (data.reason) or exact message. */
export type Refusal = {
  code: 'BAD_REQUEST' | 'CONFLICT' | 'TOO_MANY_REQUESTS';
  /** Only these principals may meet it; every allowed one when left out. */
  principals?: readonly Principal[];
} & ({ reason: TErrorReason } | { message: string });
export type MatrixRow = {
  access: Record<Principal, Access>;
  input: (world: MatrixWorld, principal: Principal) => unknown;
  refusals?: readonly Refusal[];
};

export const everyone = (access: Access): Record<Principal, Access> => ({
  anonymous: access,
  applicant: access,
  contractorA: access,
  contractorB: access,
  foreman: access,
  plant: access,
  siteAdmin: access,
  otherSite: access,
  noLocation: access,
  readOnly: access,
  noUpdates: access,
});
export const signedIn = { ...everyone('allow'), anonymous: 'deny' } as const;
export const approvedMembers = { ...signedIn, applicant: 'deny' } as const;
export const siteAdmins = { ...everyone('deny'), siteAdmin: 'allow', otherSite: 'allow' } as const;
/** canDeleteTasks / canDeleteCraftRecords: only the site admins of the fixtures have them. */
export const deleters = siteAdmins;
export const siteOfCaller = (w: MatrixWorld, p: Principal) =>
  (p === 'anonymous' ? w.site : w.siteOf[p]).siteKey;

/** Approved members who can see a record authorized for company A at the first location. */
export const recordViewers = {
  ...approvedMembers,
  contractorB: 'hidden',
  noLocation: 'hidden',
} as const;
/** Record deletion: canDeleteCraftRecords (or the creator, the site admin here). */
export const recordDeleters = {
  ...recordViewers,
  contractorA: 'deny',
  foreman: 'deny',
  plant: 'deny',
  readOnly: 'deny',
  noUpdates: 'deny',
} as const;
/** Changing a record someone else created: canUpdateCraftRecords (the demo contractors lack it). */
export const recordUpdaters = { ...recordViewers, readOnly: 'deny', noUpdates: 'deny' } as const;
/** Changing a task someone else created: canUpdateTasks. */
export const taskUpdaters = { ...recordViewers, noUpdates: 'deny' } as const;
export const taskCreators = { ...recordViewers, contractorB: 'deny' } as const;

export const none = () => undefined;
export const file = (name: string, type: string, body: string | Uint8Array) =>
  new File([typeof body === 'string' ? body : new Uint8Array(body)], name, { type });
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
let counter = 0;
export const unique = () => `${Date.now()}-${++counter}`;

/**
 * An area's rows (one file per server module under areas/, so areas never edit one another's
 * rows): `prepare` makes the objects its inputs act on, once, after the principals exist;
 * `takeNoId` names its procedures that take no id (the id-lifting test skips them).
 */
export type MatrixArea = {
  rows: Record<string, MatrixRow>;
  prepare?: (t: TestApp, db: Database, world: MatrixWorld) => Promise<void>;
  takeNoId?: readonly string[];
};

/** Turns inventory on for both matrix sites (the inventory areas' `prepare` starts with it). */
export async function enableMatrixInventory(db: Database, w: MatrixWorld) {
  for (const s of [w.site, w.other]) await setInventory(db, s.siteKey);
}
