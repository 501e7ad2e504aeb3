/** The kpis procedures. */
export const kpisRouter = {};
