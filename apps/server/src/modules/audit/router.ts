/** The audit procedures. */
export const auditRouter = {};
