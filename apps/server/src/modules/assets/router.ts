/** The assets procedures. */
export const assetsRouter = {};
