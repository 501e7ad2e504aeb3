/** The usage-metrics procedures. */
export const usageMetricsRouter = {};
