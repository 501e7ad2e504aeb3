import type { GenericEndpointContext } from 'better-auth';
import { isSignInPath } from '@craftwork/domain/usage/usage-metrics';
import type { Database } from '../db/client.ts';
import { signIns } from '../db/schema.ts';

/**
 * Records a sign-in (usage metrics) when better-auth created `session` on a sign-in path. A
 * failed insert is logged and never fails the sign-in.
 */
export async function recordSignIn(
  db: Database,
  session: { userId: string; createdAt?: Date },
  ctx: GenericEndpointContext | null,
): Promise<void> {
  if (!isSignInPath(ctx?.path)) return;
  try {
    await db
      .insert(signIns)
      .values({ userId: session.userId, at: session.createdAt ?? new Date() });
  } catch (error) {
    ctx?.context.logger.error('Could not record the sign-in', error);
  }
}
