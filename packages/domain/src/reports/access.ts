/**
 * Who may see, download and delete a generated report (decision 152). A report keeps its
 * requester's scope when asked (company, plant personnel, selected locations): a viewer covers
 * it when it is on their site, they may see at least the companies it may hold (plant
 * personnel every company; a company user only reports a user of their own company asked) and
 * it reaches no location they have not selected. Its requester always may.
 */
export type TReportViewer = {
  userId: string;
  siteKey: string;
  companyId: string | null;
  isPlantPersonnel: boolean;
  isSiteAdmin: boolean;
  locationIds: readonly string[];
};

/** What the rule needs of a report: its site, requester and the requester's scope then. */
export type TReportAccess = {
  siteKey: string;
  createdBy: string | null;
  companyId: string | null;
  plantPersonnel: boolean;
  locationIds: readonly string[];
};

export function coversReport(viewer: TReportViewer, report: TReportAccess): boolean {
  if (viewer.siteKey !== report.siteKey) return false;
  if (report.createdBy !== null && report.createdBy === viewer.userId) return true;
  const companies =
    viewer.isPlantPersonnel ||
    (!report.plantPersonnel && report.companyId !== null && report.companyId === viewer.companyId);
  if (!companies) return false;
  const mine = new Set(viewer.locationIds);
  return report.locationIds.every((id) => mine.has(id));
}

/** Deleting a report: its requester, or a site admin who covers it. */
export function mayDeleteReport(viewer: TReportViewer, report: TReportAccess): boolean {
  if (viewer.siteKey !== report.siteKey) return false;
  if (report.createdBy !== null && report.createdBy === viewer.userId) return true;
  return viewer.isSiteAdmin && coversReport(viewer, report);
}

/** Reports one user may have queued or running at once. */
export const MAX_ACTIVE_REPORTS_PER_USER = 5;

export const REPORT_DATA_MESSAGES = {
  tooManyActive: `You already have ${MAX_ACTIVE_REPORTS_PER_USER} reports being generated. Wait for one to finish, then ask again.`,
  typeNotOffered: 'This report type is not available on this site.',
  requesterGone:
    'The person who asked for this report is no longer an approved member of this site.',
  failed: 'The report could not be generated. Please try again.',
} as const;
