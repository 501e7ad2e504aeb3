/** The subscriptions procedures. */
export const subscriptionsRouter = {};
