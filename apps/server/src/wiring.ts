import { endApiTokensWithMembership } from './modules/api-tokens/index.ts';
import { checklistStatusStep } from './modules/checklists/index.ts';
import { inspectionStatusStep } from './modules/inspections/index.ts';
import { inventoryStatusStep } from './modules/inventory-dialog/index.ts';
import { withdrawInvitesWithMembership } from './modules/invites/index.ts';
import { waitingStatusStep } from './modules/scaffold-waiting/index.ts';
import { endScimTokenWithMembership } from './modules/sso/index.ts';
import { registerStatusStep } from './modules/tasks/index.ts';
import { onMembershipEnd } from './modules/users/index.ts';
import { deactivateWebhooksWithMembership } from './modules/webhooks/index.ts';

/**
 * The composition root of the modules' hooks: the areas that take part in another module's
 * lifecycle register their steps here, so the module that runs the lifecycle (tasks, users)
 * imports none of them. The order is the order the steps run in. Idempotent: buildApp and the
 * test services both call it.
 */
export function wireModules(): void {
  // A status change: the scaffold must be ready before the inspection, checklist and inventory
  // lines are written (each may refuse the change).
  registerStatusStep(waitingStatusStep);
  registerStatusStep(inspectionStatusStep);
  registerStatusStep(checklistStatusStep);
  registerStatusStep(inventoryStatusStep);
  // A membership that ends: tokens acting for the member, their invitations, their webhooks,
  // the identity provider's SCIM token they made.
  onMembershipEnd(endApiTokensWithMembership);
  onMembershipEnd(withdrawInvitesWithMembership);
  onMembershipEnd(deactivateWebhooksWithMembership);
  onMembershipEnd(endScimTokenWithMembership);
}
