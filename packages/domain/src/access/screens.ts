import { mayManageAssets, type TPermissions } from './permissions.ts';

/** Who is asking: their permissions on the site, their company, and the site's managing company. */
export type TScreenUser = {
  permissions: Pick<TPermissions, 'isPlantPersonnel' | 'isSiteAdmin'> & Partial<TPermissions>;
  companyId: string | null;
  managingCompanyId: string | null;
};

/**
 * Who sees money (DECISIONS.md, "Money"): plant personnel and site admins; company users only
 * when their company is the site's managing company.
 */
export function seesMoney(user: TScreenUser): boolean {
  const { permissions, companyId, managingCompanyId } = user;
  if (permissions.isPlantPersonnel || permissions.isSiteAdmin) return true;
  return companyId !== null && managingCompanyId !== null && companyId === managingCompanyId;
}

/** The screens only some users may use; every other signed-in screen is open to every member. */
export const GUARDED_SCREENS = [
  'customers',
  'estimates',
  'invoices',
  'pricebook',
  'craft-list-deleted',
  'task-list-deleted',
  'report-templates',
  'user-management',
  'user-permissions',
  'site-settings',
  'audit-log',
  'location-list',
  'company-list',
  'feedback-list',
  'integrations',
  'asset-list',
] as const;

export type TGuardedScreen = (typeof GUARDED_SCREENS)[number];

const RULES: Readonly<Record<TGuardedScreen, (user: TScreenUser) => boolean>> = {
  customers: seesMoney,
  estimates: seesMoney,
  invoices: seesMoney,
  pricebook: seesMoney,
  'craft-list-deleted': (u) => u.permissions.canDeleteCraftRecords === true,
  'task-list-deleted': (u) => u.permissions.canDeleteTasks === true,
  'report-templates': (u) => u.permissions.isSiteAdmin,
  'user-management': (u) => u.permissions.isSiteAdmin,
  'user-permissions': (u) => u.permissions.isSiteAdmin,
  'site-settings': (u) => u.permissions.isSiteAdmin,
  'audit-log': (u) => u.permissions.isSiteAdmin,
  'location-list': (u) => u.permissions.isSiteAdmin,
  'company-list': (u) => u.permissions.isSiteAdmin,
  'feedback-list': (u) => u.permissions.isSiteAdmin,
  integrations: (u) => u.permissions.isSiteAdmin,
  // An admin option, for those who may save assets: plant personnel (site admins have it).
  'asset-list': (u) => mayManageAssets(u.permissions),
};

/**
 * Whether a user may use a screen: the one rule the server applies to the screen's data and the
 * web app applies to its drawer entry and route.
 */
export function mayUseScreen(screen: TGuardedScreen, user: TScreenUser): boolean {
  return RULES[screen](user);
}
