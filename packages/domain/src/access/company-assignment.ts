/** Who is assigning: plant personnel, or a user of a contractor company (or of none). */
export type TCompanyAssigner = {
  isPlantPersonnel: boolean;
  /** The user's company on the site; null for a user of no company. */
  companyId: string | null;
};

/**
 * Whether a user may give work to a company (a task's assigned company on creation, on edit, or
 * the next task's at completion; a new record's authorized company). Plant personnel assign
 * any company of the site; everyone else only their own company, so a contractor can never move
 * work to another contractor. Whether the company exists on the site and supports the craft is
 * checked separately.
 */
export function canAssignCompany(assigner: TCompanyAssigner, companyId: string): boolean {
  if (assigner.isPlantPersonnel) return true;
  return assigner.companyId !== null && assigner.companyId === companyId;
}
