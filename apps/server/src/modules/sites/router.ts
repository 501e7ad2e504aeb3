import { ORPCError } from '@orpc/server';
import { z } from 'zod';
import { ZApplyToSiteKeyInput, ZApproveSiteUserInput } from '@craftwork/domain/accounts/schemas';
import { countFailures, namedLimit } from '../../access/rate-limit.ts';
import { PERMISSION_ERROR_MESSAGE } from '../../errors.ts';
import { authedProcedure, siteAdminProcedure, siteProcedure } from '../../rpc/init.ts';
import { listPendingMembers, listSiteAssets, listSiteCompanies } from './sites.repository.ts';
import { applyToSiteKey, approveSiteUser } from './sites.service.ts';
import { visibleCompaniesAndUsers } from './visible.service.ts';

export const sitesRouter = {
  applyToSiteKey: authedProcedure
    .input(ZApplyToSiteKeyInput)
    .handler(async ({ context, input }) => {
      // Unknown and repeated keys count per user and per address, so keys cannot be guessed.
      const multiplier = context.env.RATE_LIMIT_MULTIPLIER;
      const limits = [
        namedLimit('siteKeyFailuresPerUser', context.user.id, multiplier),
        namedLimit('siteKeyFailuresPerIp', context.ip, multiplier),
      ];
      await countFailures(context.db, limits, () =>
        applyToSiteKey(context.db, context.user.id, input.siteKey),
      );
      return { ok: true as const };
    }),

  listPendingUsers: siteAdminProcedure.handler(async ({ context }) => {
    const rows = await listPendingMembers(context.db, context.scope.siteKey);
    return rows.map((r) => ({ ...r, appliedAt: r.appliedAt.toISOString() }));
  }),

  approveUser: siteAdminProcedure
    .input(ZApproveSiteUserInput)
    .handler(async ({ context, input }) => {
      await approveSiteUser(context.db, {
        siteKey: context.scope.siteKey,
        approverId: context.user.id,
        userId: input.userId,
        preset: input.preset,
        companyId: input.companyId,
      });
      return { ok: true as const };
    }),

  /** The spec's callable; `siteKey` must be the caller's current site. */
  getVisibleCompaniesAndUsers: siteProcedure
    .input(z.object({ siteKey: z.string().min(1).max(64) }))
    .handler(({ context, input }) => {
      if (input.siteKey !== context.scope.siteKey)
        throw new ORPCError('FORBIDDEN', { message: PERMISSION_ERROR_MESSAGE });
      return visibleCompaniesAndUsers(context.db, context.scope);
    }),

  /** The assets of the caller's site (the Edit Craft Record drawer offers them when any exist). */
  listAssets: siteProcedure.handler(({ context }) =>
    listSiteAssets(context.db, context.scope.siteKey),
  ),

  /** Plant personnel see every company of the site; company users only their own. */
  listCompanies: siteProcedure.handler(({ context }) =>
    listSiteCompanies(
      context.db,
      context.scope.siteKey,
      context.scope.isPlantPersonnel ? undefined : context.scope.companyId,
    ),
  ),
};
