/** The areas and actions of the site's audit list (issue: administration and site setup). */
export const AUDIT_AREAS = [
  'users',
  'invites',
  'siteSettings',
  'locations',
  'companies',
  'assets',
  'sites',
  'inventory',
  'kpis',
  'billing',
  'compliance',
  'checklists',
  'apiTokens',
  'webhooks',
] as const;
export type TAuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Readonly<Record<TAuditArea, string>> = {
  users: 'Users',
  invites: 'Invitations',
  siteSettings: 'Site settings',
  locations: 'Locations',
  companies: 'Companies',
  assets: 'Assets',
  sites: 'Sites',
  inventory: 'Inventory',
  kpis: 'KPIs',
  billing: 'Customers and billing',
  compliance: 'Compliance',
  checklists: 'Checklists',
  apiTokens: 'API tokens',
  webhooks: 'Webhooks',
};

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'approved',
  'rejected',
  'removed',
  'permissionsChanged',
  'invited',
  'inviteAccepted',
  'inviteRevoked',
  'revoked',
  'secretRotated',
  'paymentRecorded',
  'paymentVoided',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<TAuditAction, string>> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  approved: 'Approved',
  rejected: 'Rejected',
  removed: 'Removed from site',
  permissionsChanged: 'Permissions changed',
  invited: 'Invited',
  inviteAccepted: 'Invitation accepted',
  inviteRevoked: 'Invitation revoked',
  revoked: 'Revoked',
  secretRotated: 'Secret rotated',
  paymentRecorded: 'Payment recorded',
  paymentVoided: 'Payment voided',
};
