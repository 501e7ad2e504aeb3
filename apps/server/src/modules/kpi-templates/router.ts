/** The kpi-templates procedures. */
export const kpiTemplatesRouter = {};
