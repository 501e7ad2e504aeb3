import type { TPermissions } from '@craftwork/domain/access/permissions';
import { credentialsEndedBy, type TMembershipEnd } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';
import { endApiTokensWithMembership } from '../api-tokens/membership-end.ts';
import { withdrawInvitesWithMembership } from '../invites/membership-end.ts';
import { deactivateWebhooksWithMembership } from '../webhooks/membership-end.ts';

type TStanding = { approved: boolean; permissions: TPermissions };

/**
 * What ends with a membership, one step per area that holds something acting for a member
 * (decision 188): API tokens, pending invitations, webhook endpoints. Each runs in the
 * changing transaction.
 */
const MEMBERSHIP_END_STEPS: readonly ((tx: DbOrTx, change: TMembershipEnd) => Promise<void>)[] = [
  endApiTokensWithMembership,
  withdrawInvitesWithMembership,
  deactivateWebhooksWithMembership,
];

/**
 * Runs the areas' steps for a member whose standing goes from `before` to `after` (null: off
 * the site) when the change ends anything. Every removal, un-approval and demotion calls it.
 */
export async function endWithMembership(
  tx: DbOrTx,
  change: Omit<TMembershipEnd, 'ends'>,
  before: TStanding,
  after: TStanding | null,
): Promise<void> {
  const standing = (s: TStanding) => ({
    approved: s.approved,
    isSiteAdmin: s.permissions.isSiteAdmin,
  });
  const ends = credentialsEndedBy(standing(before), after && standing(after));
  if (!ends.actingAs && !ends.madeAsSiteAdmin) return;
  for (const step of MEMBERSHIP_END_STEPS) await step(tx, { ...change, ends });
}
