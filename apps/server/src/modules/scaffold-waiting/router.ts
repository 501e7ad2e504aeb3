/** Tasks that need a scaffold: linking them and the tasks waiting. */
export const scaffoldWaitingRouter = {};
