/** The invites procedures. */
export const invitesRouter = {};
