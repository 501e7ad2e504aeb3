import type { MatrixWorld, Principal } from './principals.ts';

/**
 * Who may call what. Every procedure of the router and every file route has a row; each
 * principal is allowed or denied. A denied call must answer UNAUTHORIZED or FORBIDDEN; an
 * allowed one must not. `input` builds a valid input for the calling principal.
 */
export type Access = 'allow' | 'deny';
export type MatrixRow = {
  access: Record<Principal, Access>;
  input: (world: MatrixWorld, principal: Principal) => unknown;
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
});
const signedIn = { ...everyone('allow'), anonymous: 'deny' } as const;
const approvedMembers = { ...signedIn, applicant: 'deny' } as const;
const siteAdmins = { ...everyone('deny'), siteAdmin: 'allow', otherSite: 'allow' } as const;
/** canDeleteTasks / canDeleteCraftRecords: only the site admins of the fixtures have them. */
const deleters = siteAdmins;
const siteOfCaller = (w: MatrixWorld, p: Principal) =>
  (p === 'anonymous' ? w.site : w.siteOf[p]).siteKey;

const none = () => undefined;
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
    input: () => ({ token: 'not-a-token', newPassword: 'whatever-pass' }),
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
  'sites.applyToSiteKey': { access: signedIn, input: (w) => ({ siteKey: w.site.siteKey }) },
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
  'dashboard.summary': { access: approvedMembers, input: () => ({ craftType: null }) },
  'craftRecords.list': {
    access: approvedMembers,
    input: () => ({ status: 'open', search: 'record' }),
  },
  'craftRecords.exportCsv': { access: approvedMembers, input: () => ({ status: 'closed' }) },
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
