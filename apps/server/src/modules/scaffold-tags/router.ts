/** The public scaffold tag page (/tag/{token}) and regenerating a record's tag token. */
export const scaffoldTagsRouter = {};
