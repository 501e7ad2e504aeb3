/** Inspection reports of completed scaffold inspections and competent persons. */
export const inspectionsRouter = {};
