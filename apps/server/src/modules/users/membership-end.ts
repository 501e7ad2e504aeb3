import type { TPermissions } from '@craftwork/domain/access/permissions';
import { credentialsEndedBy, type TMembershipEnd } from '@craftwork/domain/admin/users';
import type { DbOrTx } from '../../db/client.ts';

type TStanding = { approved: boolean; permissions: TPermissions };

/** One area's step when a membership ends; it runs in the changing transaction. */
export type MembershipEndStep = (tx: DbOrTx, change: TMembershipEnd) => Promise<void>;

/**
 * What ends with a membership, one step per area that holds something acting for a member
 * (decision 188): API tokens, pending invitations, webhook endpoints. Each area registers its
 * step (the composition root, wiring.ts), so this module imports none of them.
 */
const membershipEndSteps: MembershipEndStep[] = [];

/** Adds an area's step to every membership end (once per step). */
export function onMembershipEnd(step: MembershipEndStep): void {
  if (!membershipEndSteps.includes(step)) membershipEndSteps.push(step);
}

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
  for (const step of membershipEndSteps) await step(tx, { ...change, ends });
}
