/** The feedback procedures. */
export const feedbackRouter = {};
