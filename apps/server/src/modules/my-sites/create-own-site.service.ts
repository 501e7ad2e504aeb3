import { PERMISSION_PRESETS } from '@craftwork/domain/access/permissions';
import { NEW_SITE_MESSAGES } from '@craftwork/domain/site/new-site';
import { consumeRateLimit, refundRateLimit, type TLimit } from '../../access/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit } from '../audit/index.ts';
import { addMember, createSite } from '../sites/index.ts';
import { siteKeyTaken } from './my-sites.repository.ts';

/** Sites one user may create (scaled by RATE_LIMIT_MULTIPLIER); refused keys do not count. */
export const SITE_CREATION_LIMIT: TLimit = { max: 5, windowSeconds: 24 * 60 * 60 };

export type TOwnSite = {
  siteKey: string;
  name: string;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  makeDefault: boolean;
};

/** PostgreSQL's unique violation: another request took the key between the check and the insert. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return (
    codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
  );
}

/**
 * mySites.createSite: a site with the operator command's defaults, its creator its approved
 * site admin with every flag (and, unless told otherwise, the site their default).
 */
export async function createOwnSite(
  db: Database,
  input: { userId: string; site: TOwnSite; rateLimitMultiplier: number },
) {
  const { userId, site } = input;
  const limitKey = `siteCreatePerUser:${userId}`;
  await consumeRateLimit(db, limitKey, {
    ...SITE_CREATION_LIMIT,
    max: SITE_CREATION_LIMIT.max * input.rateLimitMultiplier,
  });
  try {
    if (await siteKeyTaken(db, site.siteKey))
      throw new AppError('CONFLICT', NEW_SITE_MESSAGES.keyTaken);
    await db.transaction(async (tx) => {
      const siteKey = await createSite(tx, {
        siteKey: site.siteKey,
        name: site.name,
        timezone: site.timezone,
        latitude: site.latitude,
        longitude: site.longitude,
      });
      await addMember(tx, {
        siteKey,
        userId,
        approved: true,
        permissions: PERMISSION_PRESETS.siteAdmin,
        makeDefault: site.makeDefault,
      });
      await writeAudit(tx, {
        siteKey,
        actorId: userId,
        area: 'sites',
        action: 'created',
        targetId: siteKey,
        targetLabel: site.name,
        after: {
          siteKey,
          name: site.name,
          timezone: site.timezone,
          latitude: site.latitude,
          longitude: site.longitude,
        },
      });
      await notifyChange(tx, { users: [userId], topics: ['me', 'sites'] });
    });
  } catch (error) {
    // Only sites made count against the limit.
    await refundRateLimit(db, limitKey);
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', NEW_SITE_MESSAGES.keyTaken);
    // createSite's own check (case-sensitive) answers CONFLICT too: say it in our words.
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw new AppError('CONFLICT', NEW_SITE_MESSAGES.keyTaken);
    throw error;
  }
  return { siteKey: site.siteKey };
}
