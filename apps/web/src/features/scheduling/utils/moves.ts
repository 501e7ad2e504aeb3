import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import { planTaskMove, type TMoveDecision, type TMover } from '@craftwork/domain/scheduling/move';
import type { TScheduleChoice } from '@craftwork/domain/tasks/scheduling';
import type { TSiteContext } from '../../../lib/session';
import { siteCustomizations } from '../../../lib/session';
import type { TCalendarCard } from '../api/scheduling';

/** The signed-in user as the move rule reads them (the server decides by the same facts). */
export function moverOf(site: TSiteContext, userId: string): TMover {
  const permissions = { ...NO_PERMISSIONS, ...site.siteUser.permissions };
  return {
    userId,
    isPlantPersonnel: permissions.isPlantPersonnel,
    companyId: site.siteUser.companyId,
    permissions,
  };
}

export type TMoveRequest = {
  choice: TScheduleChoice;
  scheduledAt: Date | null;
  /** Another company's row, or null to keep the company. */
  companyId: string | null;
};

/** The domain's decision for a move of this card, checked before the server is asked. */
export function planCardMove(
  card: TCalendarCard,
  request: TMoveRequest,
  site: TSiteContext,
  userId: string,
  now: Date = new Date(),
): TMoveDecision {
  return planTaskMove({
    task: {
      ...card,
      timestampScheduled: card.timestampScheduled ? new Date(card.timestampScheduled) : null,
    },
    target: request,
    mover: moverOf(site, userId),
    site: {
      validTaskStatusCodes: site.validTaskStatusCodes,
      customizations: siteCustomizations(site),
      timeZone: site.timezone,
    },
    now,
  });
}

/** The card as it shows while the move is saved (rolled back if the server refuses). */
export function movedCard(
  card: TCalendarCard,
  decision: Extract<TMoveDecision, { allowed: true }>,
  companyName: string | null,
): TCalendarCard {
  return {
    ...card,
    taskStatus: decision.effects.taskStatus,
    urgent: decision.schedule.urgent,
    nextOpportunity: decision.schedule.nextOpportunity,
    timestampScheduled: decision.schedule.timestampScheduled?.toISOString() ?? null,
    ...(decision.reassignTo
      ? { assignedCompanyId: decision.reassignTo, assignedCompanyName: companyName }
      : {}),
  };
}
