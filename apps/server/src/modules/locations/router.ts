/** The locations procedures. */
export const locationsRouter = {};
