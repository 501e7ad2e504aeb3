/** Checklist templates and a task's checklist answers. */
export const checklistsRouter = {};
