import {
  SUBSCRIPTION_MESSAGES,
  maySubscribe,
  subscriptionsFor,
  withSubscription,
  type TMySubscription,
} from '@craftwork/domain/site/subscriptions';
import type { TSetSubscriptionInput } from '@craftwork/domain/site/subscription-input';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import type { SiteSource } from '../../site-config/site-config.ts';
import {
  findManagementSubscriptions,
  writeManagementSubscriptions,
} from './subscriptions.repository.ts';

/** The caller's subscriptions on their site: the ones they may switch, with what is on. */
export async function mySubscriptions(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
): Promise<{ subscriptions: TMySubscription[] }> {
  const site = await loadSite();
  const stored = await findManagementSubscriptions(db, scope.siteKey, scope.userId);
  if (!stored) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
  return { subscriptions: subscriptionsFor(scope, site.config, stored) };
}

/**
 * Switches one of the caller's subscriptions. A key the caller may not have (their role, or a
 * feature the site has off) is refused; the other stored keys stay as they are.
 */
export async function setMySubscription(
  db: Database,
  scope: Scope,
  loadSite: SiteSource,
  input: TSetSubscriptionInput,
): Promise<{ subscriptions: TMySubscription[] }> {
  const site = await loadSite();
  if (!maySubscribe(scope, site.config, input.key)) {
    throw new AppError('FORBIDDEN', SUBSCRIPTION_MESSAGES.notAvailable);
  }
  const next = await db.transaction(async (tx) => {
    const stored = await findManagementSubscriptions(tx, scope.siteKey, scope.userId, true);
    if (!stored) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    const next = withSubscription(stored, input.key, input.on);
    await writeManagementSubscriptions(tx, scope.siteKey, scope.userId, next);
    return next;
  });
  return { subscriptions: subscriptionsFor(scope, site.config, next) };
}
