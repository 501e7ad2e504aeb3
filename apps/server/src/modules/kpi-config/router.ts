/** The kpi-config procedures. */
export const kpiConfigRouter = {};
