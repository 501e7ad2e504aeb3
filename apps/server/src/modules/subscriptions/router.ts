import { ZSetSubscriptionInput } from '@craftwork/domain/site/subscription-input';
import { siteProcedure } from '../../rpc/init.ts';
import { mySubscriptions, setMySubscription } from './subscriptions.service.ts';

/**
 * The subscriptions procedures: every approved member reads their own management e-mail
 * subscriptions and switches those their role and site offer (the service checks).
 */
export const subscriptionsRouter = {
  mine: siteProcedure.handler(({ context }) =>
    mySubscriptions(context.db, context.scope, context.site),
  ),

  set: siteProcedure
    .input(ZSetSubscriptionInput)
    .handler(({ context, input }) =>
      setMySubscription(context.db, context.scope, context.site, input),
    ),
};
