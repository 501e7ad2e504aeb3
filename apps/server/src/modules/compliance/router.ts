/** Compliance: overdue scaffold inspections, idle scaffolds, inspection tasks in bulk, settings and the daily e-mail. */
export const complianceRouter = {};
