/** The analytics procedures. */
export const analyticsRouter = {};
