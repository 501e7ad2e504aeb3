import { MESSAGES } from '@craftwork/domain/accounts/messages';
import type { TErrorReason } from '@craftwork/domain/errors/errors';
import { ALREADY_APPLIED, ALREADY_MEMBER } from '../../modules/sites/sites.service.ts';
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

const everyone = (access: Access): Record<Principal, Access> => ({
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
const signedIn = { ...everyone('allow'), anonymous: 'deny' } as const;
const approvedMembers = { ...signedIn, applicant: 'deny' } as const;
const siteAdmins = { ...everyone('deny'), siteAdmin: 'allow', otherSite: 'allow' } as const;
/** canDeleteTasks / canDeleteCraftRecords: only the site admins of the fixtures have them. */
const deleters = siteAdmins;
const siteOfCaller = (w: MatrixWorld, p: Principal) =>
  (p === 'anonymous' ? w.site : w.siteOf[p]).siteKey;

/** Approved members who can see a record authorized for company A at the first location. */
const recordViewers = { ...approvedMembers, contractorB: 'hidden', noLocation: 'hidden' } as const;
/** Record deletion: canDeleteCraftRecords (or the creator, the site admin here). */
const recordDeleters = {
  ...recordViewers,
  contractorA: 'deny',
  foreman: 'deny',
  plant: 'deny',
  readOnly: 'deny',
  noUpdates: 'deny',
} as const;
/** Changing a record someone else created: canUpdateCraftRecords (the demo contractors lack it). */
const recordUpdaters = { ...recordViewers, readOnly: 'deny', noUpdates: 'deny' } as const;
/** Changing a task someone else created: canUpdateTasks. */
const taskUpdaters = { ...recordViewers, noUpdates: 'deny' } as const;
const taskCreators = { ...recordViewers, contractorB: 'deny' } as const;

const none = () => undefined;
const file = (name: string, type: string, body: string | Uint8Array) =>
  new File([body], name, { type });
const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

export const PROCEDURE_MATRIX: Record<string, MatrixRow> = {
  'system.config': { access: everyone('allow'), input: none },
  'session.me': { access: everyone('allow'), input: none },
  'account.createAccount': {
    access: everyone('allow'),
    input: () => ({
      displayName: 'Matrix Person',
      email: `matrix-${unique()}@example.test`,
      password: 'matrix-password',
      companyName: 'Co',
      department: 'Dept',
      jobTitle: 'Job',
      phone: '555',
    }),
  },
  'account.sendVerificationLink': { access: signedIn, input: () => ({ version: 'craftwork' }) },
  'account.sendPasswordResetLink': {
    access: everyone('allow'),
    input: () => ({ email: `nobody-${unique()}@example.test`, version: 'craftwork' }),
  },
  'account.resetPassword': {
    access: everyone('allow'),
    // A real token would reset someone's password: the refusal of an unknown one proves access.
    input: () => ({ token: 'not-a-token', newPassword: 'whatever-pass' }),
    refusals: [{ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid }],
  },
  'profile.updatePhone': { access: signedIn, input: () => ({ phone: '555-0000' }) },
  'profile.setNotifications': { access: signedIn, input: () => ({ receiveNotifications: true }) },
  'profile.setDefaultSite': {
    access: approvedMembers,
    input: (w, p) => ({ siteKey: p === 'anonymous' ? w.site.siteKey : w.siteOf[p].siteKey }),
  },
  'profile.setUserLocations': {
    access: approvedMembers,
    // Keeps each principal's own selection (the no-location user keeps none).
    input: (w, p) => ({
      locationIds: p === 'anonymous' || p === 'noLocation' ? [] : w.siteOf[p].locationIds,
    }),
  },
  'sites.applyToSiteKey': {
    access: signedIn,
    input: (w) => ({ siteKey: w.site.siteKey }),
    // Only the other site's admin is new to the site; the rest applied or belong already.
    refusals: [
      { code: 'CONFLICT', message: ALREADY_APPLIED, principals: ['applicant'] },
      {
        code: 'CONFLICT',
        message: ALREADY_MEMBER,
        principals: [
          'contractorA',
          'contractorB',
          'foreman',
          'plant',
          'siteAdmin',
          'noLocation',
          'readOnly',
          'noUpdates',
        ],
      },
    ],
  },
  'sites.listPendingUsers': { access: siteAdmins, input: none },
  'sites.approveUser': {
    access: siteAdmins,
    input: (w, p) => ({
      userId: w.pendingBySite[p === 'anonymous' ? w.site.siteKey : w.siteOf[p].siteKey],
      preset: null,
      companyId: null,
    }),
  },
  'sites.listCompanies': { access: approvedMembers, input: none },
  'sites.listAssets': { access: approvedMembers, input: none },
  'dashboard.summary': { access: approvedMembers, input: () => ({ craftType: null }) },
  'craftRecords.list': {
    access: approvedMembers,
    input: () => ({ status: 'open', search: 'record' }),
  },
  'craftRecords.exportCsv': { access: approvedMembers, input: () => ({ status: 'closed' }) },
  'craftRecords.standingScaffolds': { access: approvedMembers, input: () => ({ craftType: null }) },
  'craftRecords.listDeleted': { access: deleters, input: () => ({}) },
  'craftRecords.exportDeletedCsv': { access: deleters, input: () => ({}) },
  'craftRecords.restoreParentRecord': {
    access: deleters,
    input: (w, p) => ({ refPath: w.deletedBySite[siteOfCaller(w, p)]!.recordRefPath }),
  },
  'tasks.list': { access: approvedMembers, input: () => ({ taskParam: 'All', search: 'task' }) },
  'tasks.exportCsv': { access: approvedMembers, input: () => ({ taskParam: 'Completed' }) },
  'tasks.listDeleted': { access: deleters, input: () => ({}) },
  'tasks.exportDeletedCsv': { access: deleters, input: () => ({}) },
  'tasks.restoreTask': {
    access: deleters,
    input: (w, p) => ({ refPath: w.deletedBySite[siteOfCaller(w, p)]!.taskRefPath }),
  },
  'craftRecords.get': { access: recordViewers, input: (w, p) => ({ id: w.mine[p].recordId }) },
  'craftRecords.updateCraftDetails': {
    access: recordUpdaters,
    input: (w, p) => ({ refPath: w.mine[p].recordRefPath, description: `changed by ${p}` }),
  },
  'craftRecords.deleteParentRecord': {
    access: recordDeleters,
    input: (w, p) => ({ refPath: w.mine[p].recordToDeleteRefPath }),
  },
  'craftRecords.addPhotos': {
    access: recordUpdaters,
    input: (w, p) => ({
      craftRecordId: w.mine[p].recordId,
      files: [file('dot.png', 'image/png', tinyPng())],
    }),
  },
  'craftRecords.deletePhoto': {
    access: recordUpdaters,
    input: (w, p) => ({ photoId: w.mine[p].photoId }),
  },
  'craftRecords.addAttachment': {
    access: recordViewers,
    input: (w, p) => ({
      craftRecordId: w.mine[p].recordId,
      file: file('note.txt', 'text/plain', 'hello'),
    }),
  },
  'craftRecords.deleteAttachment': {
    access: recordUpdaters,
    input: (w, p) => ({ attachmentId: w.mine[p].attachmentId }),
  },
  'craftRecords.handleGenerateQRScaffoldTagCF': {
    access: recordUpdaters,
    input: (w, p) => ({ craftRecordID: w.mine[p].recordId, whiteLabel: null }),
  },
  'tasks.get': { access: recordViewers, input: (w, p) => ({ id: w.mine[p].taskId }) },
  'tasks.create': {
    access: taskCreators,
    input: (w, p) => ({
      craftType: 10,
      taskType: 11,
      craftRecordId: w.mine[p].recordId,
      schedule: { choice: 'urgent' },
      assignedCompanyId: (p === 'otherSite' ? w.other : w.site).companyA,
    }),
  },
  'tasks.setStatus': {
    access: taskUpdaters,
    input: (w, p) => ({ taskId: w.mine[p].taskId, status: 40 }),
  },
  'tasks.edit': {
    access: taskUpdaters,
    input: (w, p) => ({
      taskId: w.mine[p].taskId,
      assignedCompanyId: (p === 'otherSite' ? w.other : w.site).companyA,
      additionalNotes: `notes of ${p}`,
    }),
  },
  'tasks.editDate': {
    access: taskUpdaters,
    input: (w, p) => ({ taskId: w.mine[p].taskId, choice: 'urgent' }),
  },
  'tasks.deleteTask': {
    access: recordDeleters,
    input: (w, p) => ({ refPath: w.mine[p].taskToDeleteRefPath }),
  },
  'tasks.subscribe': { access: recordViewers, input: (w, p) => ({ taskId: w.mine[p].taskId }) },
  'tasks.unsubscribe': { access: recordViewers, input: (w, p) => ({ taskId: w.mine[p].taskId }) },
  'sites.getVisibleCompaniesAndUsers': {
    access: approvedMembers,
    input: (w, p) => ({ siteKey: siteOfCaller(w, p) }),
  },
  'download.sendAppDownloadCodeLink': {
    access: signedIn,
    input: () => ({ platform: 'android', code: null, version: 'craftwork' }),
  },
};

/** File and stream routes outside the RPC router. */
export const ROUTE_MATRIX: Record<
  string,
  { method: 'GET' | 'POST'; access: Record<Principal, Access> }
> = {
  '/api/live': { method: 'GET', access: signedIn },
};
