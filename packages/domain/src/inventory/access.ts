import type { TPermissions } from '../access/permissions.ts';

/** Who is asking about inventory: their permissions and company on the site. */
export type TInventoryUser = {
  permissions: Pick<TPermissions, 'isPlantPersonnel' | 'isSiteAdmin' | 'canUpdateTasks'>;
  companyId: string | null;
};

/** What the rules need of an object: the companies it is authorized for (empty: every one). */
export type TInventoryObjectAccess = { authorizedCompanies: readonly string[] };

/**
 * Plant personnel see every object; company users see objects authorized for every company
 * (an empty list) or for theirs (spec part 3, section 6).
 */
export function seesInventoryObject(user: TInventoryUser, object: TInventoryObjectAccess): boolean {
  if (user.permissions.isPlantPersonnel) return true;
  if (object.authorizedCompanies.length === 0) return true;
  return user.companyId !== null && object.authorizedCompanies.includes(user.companyId);
}

/** Anyone who may update tasks may create objects and add lines when completing a task. */
export function mayCreateInventoryObject(user: TInventoryUser): boolean {
  const p = user.permissions;
  return p.canUpdateTasks || p.isPlantPersonnel || p.isSiteAdmin;
}

/**
 * Editing an object and its manual movements: plant personnel, site admins, or a user of the
 * object's only authorized company (DECISIONS.md, Inventory).
 */
export function mayEditInventoryObject(
  user: TInventoryUser,
  object: TInventoryObjectAccess,
): boolean {
  if (user.permissions.isPlantPersonnel || user.permissions.isSiteAdmin) return true;
  return (
    user.companyId !== null &&
    object.authorizedCompanies.length === 1 &&
    object.authorizedCompanies[0] === user.companyId
  );
}

/** A new object's authorizedCompanies: every company when plant personnel create it, else the creator's. */
export function newObjectAuthorizedCompanies(user: TInventoryUser): string[] {
  if (user.permissions.isPlantPersonnel || user.companyId === null) return [];
  return [user.companyId];
}

/** Transactions: plant personnel see every one; company users their company's. */
export function seesInventoryTransaction(
  user: TInventoryUser,
  transaction: { companyId: string | null },
): boolean {
  if (user.permissions.isPlantPersonnel) return true;
  return user.companyId !== null && transaction.companyId === user.companyId;
}
