import type { FastifyInstance } from 'fastify';
import { USER_PHOTO_SIZES, type TUserPhotoSize } from '@craftwork/domain/accounts/photo-urls';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import { findVisiblePhotoKey } from '../modules/profile/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { headersOf } from './auth-routes.ts';
import { PHOTO_CACHE_CONTROL } from './file-routes.ts';

type Deps = { auth: Auth; db: Database; storage: FileStorage };

const isSize = (size: string): size is TUserPhotoSize =>
  (USER_PHOTO_SIZES as readonly string[]).includes(size);
/** Better Auth ids and UUIDs: letters, digits, '-' and '_'; anything else is never queried. */
const isUserId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

/**
 * `userPhotoPath` (domain accounts/photo-urls): a user's profile photo, to signed-in users who
 * share an approved site with them, and to themselves; 404 to anyone else, as for no photo.
 * A new photo has new storage keys, hence a new address (?v=): each one is cached for good.
 */
export function registerUserPhotoRoute(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { userId: string; size: string } }>(
    '/api/user-photos/:userId/:size',
    async (request, reply) => {
      const session = await deps.auth.api.getSession({ headers: headersOf(request) });
      if (!session) return reply.status(401).send({ message: SIGN_IN_MESSAGE });
      const { userId, size } = request.params;
      const key =
        isUserId(userId) && isSize(size)
          ? await findVisiblePhotoKey(deps.db, session.user.id, userId, size)
          : null;
      const opened = key ? await deps.storage.open(key) : null;
      if (!opened) return reply.status(404).send({ message: 'Not found' });
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Content-Length', opened.size)
        .header('Content-Disposition', `inline; filename="${size}.jpg"`)
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        .send(opened.stream);
    },
  );
}
