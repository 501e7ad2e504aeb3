import { ZApproveUserInput, ZUpdateUserInput, ZUserIdInput } from '@craftwork/domain/admin/users';
import { siteAdminProcedure } from '../../rpc/init.ts';
import { approveUser } from './approve-user.service.ts';
import { getUser, listUsers } from './list-users.service.ts';
import { rejectUser } from './reject-user.service.ts';
import { removeUser } from './remove-user.service.ts';
import { updateUser } from './update-user.service.ts';

const actorOf = (context: { scope: { siteKey: string }; user: { id: string } }) => ({
  siteKey: context.scope.siteKey,
  actorId: context.user.id,
});

/** The users procedures: User Management and User Roles & Permissions, for site admins. */
export const usersRouter = {
  list: siteAdminProcedure.handler(({ context }) =>
    listUsers(context.db, context.scope.siteKey, context.user.id),
  ),

  get: siteAdminProcedure
    .input(ZUserIdInput)
    .handler(({ context, input }) =>
      getUser(context.db, context.scope.siteKey, context.user.id, input.userId),
    ),

  approve: siteAdminProcedure
    .input(ZApproveUserInput)
    .handler(({ context, input }) => approveUser(context.db, actorOf(context), input)),

  reject: siteAdminProcedure
    .input(ZUserIdInput)
    .handler(({ context, input }) => rejectUser(context.db, actorOf(context), input)),

  remove: siteAdminProcedure
    .input(ZUserIdInput)
    .handler(({ context, input }) => removeUser(context.db, actorOf(context), input)),

  update: siteAdminProcedure
    .input(ZUpdateUserInput)
    .handler(({ context, input }) => updateUser(context.db, actorOf(context), input)),
};
