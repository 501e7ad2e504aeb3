import { endApiTokensWithMembership } from './modules/api-tokens/membership-end.ts';
import { checklistStatusStep } from './modules/checklists/status-step.ts';
import { inspectionStatusStep } from './modules/inspections/status-step.ts';
import { inventoryStatusStep } from './modules/inventory-dialog/status-step.ts';
import { withdrawInvitesWithMembership } from './modules/invites/membership-end.ts';
import { waitingStatusStep } from './modules/scaffold-waiting/status-step.ts';
import { registerStatusStep } from './modules/tasks/lifecycle.ts';
import { onMembershipEnd } from './modules/users/membership-end.ts';
import { deactivateWebhooksWithMembership } from './modules/webhooks/membership-end.ts';

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
  // A membership that ends: tokens acting for the member, their invitations, their webhooks.
  onMembershipEnd(endApiTokensWithMembership);
  onMembershipEnd(withdrawInvitesWithMembership);
  onMembershipEnd(deactivateWebhooksWithMembership);
}
