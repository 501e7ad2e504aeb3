import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS, type TPermissions } from '@craftwork/domain/access/permissions';
import type { Database } from '../../db/client.ts';
import { attachments, photos, userLocations } from '../../db/schema.ts';
import { addMember, createVerifiedUser } from '../../modules/sites/index.ts';
import { craftRecordRefPath, taskRefPath } from '@craftwork/domain/lists/queries';
import { addCraftRecord, createSiteFixture, PASSWORD, type SiteFixture } from '../fixtures.ts';
import type { TestApp, TestClient } from '../harness.ts';

/** Every principal of the authorization matrix. */
export const PRINCIPALS = [
  'anonymous',
  'applicant',
  'contractorA',
  'contractorB',
  'foreman',
  'plant',
  'siteAdmin',
  'otherSite',
  'noLocation',
  'readOnly',
  'noUpdates',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** The demo site's contractors: they may not edit craft records others created. */
const READ_ONLY: TPermissions = {
  ...PERMISSION_PRESETS.foreman,
  canRouteAwaiting: false,
  canUpdateCraftRecords: false,
};

/**
 * Company A users lacking update permissions, at both locations like the fixture's users:
 * `readOnly` as the demo contractors, `noUpdates` without canUpdateTasks too.
 */
const LIMITED: Record<'readOnly' | 'noUpdates', TPermissions> = {
  readOnly: READ_ONLY,
  noUpdates: { ...READ_ONLY, canUpdateTasks: false },
};

async function addLimitedUsers(db: Database, s: SiteFixture) {
  const ids = {} as Record<keyof typeof LIMITED, string>;
  for (const [principal, permissions] of Object.entries(LIMITED) as [
    keyof typeof LIMITED,
    TPermissions,
  ][]) {
    const id = await createVerifiedUser(db, {
      email: `${principal.toLowerCase()}@matrix.test`,
      password: PASSWORD,
      displayName: principal,
    });
    await addMember(db, {
      siteKey: s.siteKey,
      userId: id,
      approved: true,
      permissions,
      companyId: s.companyA,
    });
    await db.insert(userLocations).values(
      s.locationIds.map((locationId) => ({
        siteKey: s.siteKey,
        userId: id,
        locationId,
        value: true,
      })),
    );
    ids[principal] = id;
  }
  return ids;
}

export type OwnObjects = {
  recordId: string;
  recordRefPath: string;
  taskId: string;
  photoId: string;
  attachmentId: string;
  recordToDeleteRefPath: string;
  taskToDeleteRefPath: string;
};

/**
 * A record (authorized for the company, company A unless told, at location 1, created by the
 * site admin) with a task assigned to that company, a photo and an attachment.
 */
export async function ownObjects(
  db: Database,
  s: SiteFixture,
  companyId = s.companyA,
): Promise<OwnObjects> {
  const createdBy = s.users.admin.id;
  const task = { taskStatus: 30, createdBy, assignedCompanyId: companyId };
  const record = await addCraftRecord(db, s, { createdBy }, [task]);
  const toDelete = await addCraftRecord(db, s, { createdBy, authorizedCompanies: [companyId] }, []);
  const holdsTaskToDelete = await addCraftRecord(db, s, { createdBy }, [task]);
  const photoId = randomUUID();
  await db.insert(photos).values({
    id: photoId,
    siteKey: s.siteKey,
    craftRecordId: record.id,
    photoUrl: `${s.siteKey}/photos/${photoId}/full.jpg`,
    photoUrlReduced: `${s.siteKey}/photos/${photoId}/reduced.jpg`,
    photoUrlThumb: `${s.siteKey}/photos/${photoId}/thumb.jpg`,
    createdBy,
  });
  const attachmentId = randomUUID();
  await db.insert(attachments).values({
    id: attachmentId,
    siteKey: s.siteKey,
    craftRecordId: record.id,
    filename: 'a.txt',
    storageKey: `${s.siteKey}/attachments/${attachmentId}`,
    contentType: 'text/plain',
    sizeBytes: 1,
    createdBy,
  });
  return {
    recordId: record.id,
    recordRefPath: craftRecordRefPath(s.siteKey, record.id),
    taskId: record.taskIds[0]!,
    photoId,
    attachmentId,
    recordToDeleteRefPath: craftRecordRefPath(s.siteKey, toDelete.id),
    taskToDeleteRefPath: taskRefPath(s.siteKey, holdsTaskToDelete.taskIds[0]!),
  };
}

export type MatrixWorld = {
  site: SiteFixture;
  other: SiteFixture;
  /** A pending applicant per site that site admins may approve (again and again). */
  pendingBySite: Record<string, string>;
  /** Per site: a deleted record and a deleted task (of a live record), for restore calls. */
  deletedBySite: Record<string, { recordRefPath: string; taskRefPath: string }>;
  /** Objects each principal acts on (its own, so one principal's change never spoils another's cell). */
  mine: Record<Principal, OwnObjects>;
  /** The site each signed-in principal works in. */
  siteOf: Record<Exclude<Principal, 'anonymous'>, SiteFixture>;
  clients: Record<Principal, TestClient>;
  ids: Record<Exclude<Principal, 'anonymous'>, string>;
};

/** Two sites with a user per role, each principal signed in over HTTP (see matrix-world.ts). */
export async function buildBaseWorld(t: TestApp, db: Database): Promise<MatrixWorld> {
  const site = await createSiteFixture(db, 'MATRIX');
  const other = await createSiteFixture(db, 'ELSEWHERE');
  const noLocationId = await createVerifiedUser(db, {
    email: 'nolocation@matrix.test',
    password: PASSWORD,
    displayName: 'No Location',
  });
  await addMember(db, {
    siteKey: site.siteKey,
    userId: noLocationId,
    approved: true,
    permissions: PERMISSION_PRESETS.plantUser,
  });
  const limited = await addLimitedUsers(db, site);
  const pendingBySite: Record<string, string> = {};
  for (const s of [site, other]) {
    const id = await createVerifiedUser(db, {
      email: `pending-${randomUUID()}@matrix.test`,
      password: PASSWORD,
      displayName: 'Pending',
    });
    await addMember(db, { siteKey: s.siteKey, userId: id, approved: false });
    pendingBySite[s.siteKey] = id;
  }
  const deletedBySite: MatrixWorld['deletedBySite'] = {};
  for (const s of [site, other]) {
    const gone = await addCraftRecord(
      db,
      s,
      { deletedAt: new Date(), deletedBy: s.users.admin.id },
      [{ taskStatus: 30 }],
    );
    const live = await addCraftRecord(db, s, {}, [
      { taskStatus: 30, deletedAt: new Date(), deletedBy: s.users.admin.id },
    ]);
    deletedBySite[s.siteKey] = {
      recordRefPath: craftRecordRefPath(s.siteKey, gone.id),
      taskRefPath: taskRefPath(s.siteKey, live.taskIds[0]!),
    };
  }
  const emails: Record<Exclude<Principal, 'anonymous'>, string> = {
    applicant: site.users.applicant.email,
    contractorA: site.users.contractorA.email,
    contractorB: site.users.contractorB.email,
    foreman: site.users.foreman.email,
    plant: site.users.plant.email,
    siteAdmin: site.users.admin.email,
    otherSite: other.users.admin.email,
    noLocation: 'nolocation@matrix.test',
    readOnly: 'readonly@matrix.test',
    noUpdates: 'noupdates@matrix.test',
  };
  const clients = { anonymous: t.client() } as Record<Principal, TestClient>;
  for (const [principal, email] of Object.entries(emails) as [
    Exclude<Principal, 'anonymous'>,
    string,
  ][]) {
    clients[principal] = await t.signIn(email, PASSWORD);
  }
  const ids = {
    applicant: site.users.applicant.id,
    contractorA: site.users.contractorA.id,
    contractorB: site.users.contractorB.id,
    foreman: site.users.foreman.id,
    plant: site.users.plant.id,
    siteAdmin: site.users.admin.id,
    otherSite: other.users.admin.id,
    noLocation: noLocationId,
    ...limited,
  };
  const siteOf = {
    applicant: site,
    contractorA: site,
    contractorB: site,
    foreman: site,
    plant: site,
    siteAdmin: site,
    otherSite: other,
    noLocation: site,
    readOnly: site,
    noUpdates: site,
  };
  const mine = {} as Record<Principal, OwnObjects>;
  for (const principal of PRINCIPALS) {
    mine[principal] = await ownObjects(db, principal === 'otherSite' ? other : site);
  }
  return { site, other, pendingBySite, deletedBySite, mine, siteOf, clients, ids };
}
