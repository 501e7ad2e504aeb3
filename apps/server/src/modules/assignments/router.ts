/** The assignments procedures. */
export const assignmentsRouter = {};
