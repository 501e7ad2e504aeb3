/** Scheduling calendar: scheduled tasks by day, week and month, and moving them (reschedule, reassign). */
export const schedulingRouter = {};
