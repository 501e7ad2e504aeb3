/** The users procedures. */
export const usersRouter = {};
