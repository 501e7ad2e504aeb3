/** The my-sites procedures. */
export const mySitesRouter = {};
