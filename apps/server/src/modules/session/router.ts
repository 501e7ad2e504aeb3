import { publicProcedure } from '../../rpc/init.ts';
import { getMe } from './session.service.ts';

export const sessionRouter = {
  me: publicProcedure.handler(({ context }) =>
    context.session ? getMe(context.db, context.session.user.id) : null,
  ),
};
