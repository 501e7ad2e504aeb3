/** The companies procedures. */
export const companiesRouter = {};
