/** Saved report configurations, their schedule and Sent log (/reports, second tab). */
export const reportConfigsRouter = {};
