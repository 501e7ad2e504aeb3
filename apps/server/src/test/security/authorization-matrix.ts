import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { ALREADY_APPLIED, ALREADY_MEMBER } from '../../modules/sites/index.ts';
import { AREAS } from './areas/index.ts';
import {
  everyone,
  signedIn,
  approvedMembers,
  siteAdmins,
  deleters,
  siteOfCaller,
  recordViewers,
  recordDeleters,
  recordUpdaters,
  taskUpdaters,
  taskCreators,
  none,
  file,
  tinyPng,
  unique,
  type Access,
  type MatrixRow,
} from './matrix-kit.ts';
import type { Principal } from './principals.ts';

export type { Access, MatrixRow, Refusal } from './matrix-kit.ts';

const CORE_ROWS: Record<string, MatrixRow> = {
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
  // English: the rows after this one compare refusals with their English texts, and refusals
  // come in the caller's language.
  'profile.setLanguage': { access: signedIn, input: () => ({ language: 'en' }) },
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

/** Every procedure's row: the core's and each area's (areas/). */
export const PROCEDURE_MATRIX: Record<string, MatrixRow> = Object.assign(
  {},
  CORE_ROWS,
  ...AREAS.map((area) => area.rows),
);

/** Procedures of the areas that take no id. */
export const AREAS_TAKE_NO_ID: readonly string[] = AREAS.flatMap((area) => area.takeNoId ?? []);

/** File and stream routes outside the RPC router. */
export const ROUTE_MATRIX: Record<
  string,
  { method: 'GET' | 'POST'; access: Record<Principal, Access> }
> = {
  '/api/live': { method: 'GET', access: signedIn },
  '/api/user-photos/no-such-user/thumb': {
    method: 'GET',
    access: { ...everyone('hidden'), anonymous: 'deny' },
  },
  '/api/files/company-logos/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000/thumb':
    { method: 'GET', access: { ...everyone('hidden'), anonymous: 'deny', applicant: 'deny' } },
};
