import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveScope, type Scope } from '../access/scope.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { findReadableFile } from '../modules/records/index.ts';
import { qrTagPdf } from '../modules/scaffold-tags/index.ts';
import { ZQrTagQuery } from '@craftwork/domain/records/qr-tag';
import { findAssetPhotoFile } from '../modules/assets/index.ts';
import { findCompanyLogoFile } from '../modules/companies/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { AppError, PERMISSION_ERROR_MESSAGE, SIGN_IN_MESSAGE } from '../errors.ts';
import type { TEnv } from '../env.ts';
import { headersOf } from './auth-routes.ts';
import { requestAddress } from './request-address.ts';

type Deps = {
  auth: Auth;
  db: Database;
  storage: FileStorage;
  /** The app's address: PUBLIC_URL, else the address in use (`requestAddress`). */
  env: Pick<TEnv, 'PUBLIC_URL' | 'publicUrl'>;
  /** The print brand (env BRAND) of the QR tag. */
  brand: string;
};

/** The caller's scope, or an answer refusing them (401 signed out, 403 without an approved site). */
async function scopeOf(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Scope | null> {
  const session = await deps.auth.api.getSession({ headers: headersOf(request) });
  if (!session) {
    await reply.status(401).send({ message: SIGN_IN_MESSAGE });
    return null;
  }
  const result = await resolveScope(deps.db, session.user.id, session.user.defaultSiteKey ?? null);
  if (result.kind !== 'approved') {
    await reply.status(403).send({ message: PERMISSION_ERROR_MESSAGE });
    return null;
  }
  return result.scope;
}

/** Photos, attachments and records all have UUIDs: anything else is unknown, unqueried. */
const ZFileId = z.uuid();
const isId = (id: string) => ZFileId.safeParse(id).success;
const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found' });

const contentDisposition = (kind: 'inline' | 'attachment', filename: string) =>
  `${kind}; filename="${filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Photos, attachments and QR tags, served only to users who may see their craft record. */
export function registerFileRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string; size: string } }>(
    '/api/files/photos/:id/:size',
    async (request, reply) => {
      const scope = await scopeOf(deps, request, reply);
      if (!scope) return reply;
      const size = request.params.size;
      if (!isId(request.params.id) || (size !== 'full' && size !== 'reduced' && size !== 'thumb'))
        return notFound(reply);
      return sendFile(
        deps,
        reply,
        await readable(deps, scope, 'photo', request.params.id, size),
        'inline',
      );
    },
  );

  // An asset's photo, for members of its site; the version is the current photo's, else 404.
  app.get<{ Params: { id: string; version: string; size: string } }>(
    '/api/files/assets/:id/:version/:size',
    async (request, reply) => {
      const scope = await scopeOf(deps, request, reply);
      if (!scope) return reply;
      const { id, version, size } = request.params;
      if (
        !isId(id) ||
        !isId(version) ||
        (size !== 'full' && size !== 'reduced' && size !== 'thumb')
      )
        return notFound(reply);
      const file = await findAssetPhotoFile(deps.db, scope, id, version, size);
      return sendFile(deps, reply, file, 'inline');
    },
  );

  // A company's logo, for members of its site; the version is the current logo's, else 404.
  app.get<{ Params: { id: string; version: string; size: string } }>(
    '/api/files/company-logos/:id/:version/:size',
    async (request, reply) => {
      const scope = await scopeOf(deps, request, reply);
      if (!scope) return reply;
      const { id, version, size } = request.params;
      if (!isId(id) || !isId(version) || (size !== 'reduced' && size !== 'thumb'))
        return notFound(reply);
      const file = await findCompanyLogoFile(deps.db, scope, id, version, size);
      return sendFile(deps, reply, file, 'inline');
    },
  );

  app.get<{ Params: { id: string } }>('/api/files/attachments/:id', async (request, reply) => {
    const scope = await scopeOf(deps, request, reply);
    if (!scope) return reply;
    if (!isId(request.params.id)) return notFound(reply);
    return sendFile(
      deps,
      reply,
      await readable(deps, scope, 'attachment', request.params.id),
      'attachment',
    );
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/qr-tags/:id',
    async (request, reply) => {
      const scope = await scopeOf(deps, request, reply);
      if (!scope) return reply;
      if (!isId(request.params.id)) return notFound(reply);
      const options = ZQrTagQuery.parse(request.query ?? {});
      // A refusal (403 without the permission, 404 outside the scope) is answered by the error handler.
      const { pdf, filename } = await qrTagPdf(
        deps.db,
        scope,
        { publicUrl: requestAddress(deps.env, request, true), brand: deps.brand },
        request.params.id,
        options,
      );
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', contentDisposition('inline', filename))
        .type('application/pdf')
        .send(pdf);
    },
  );
}

async function readable(
  deps: Deps,
  scope: Scope,
  kind: 'photo' | 'attachment',
  id: string,
  size?: 'full' | 'reduced' | 'thumb',
) {
  try {
    return await findReadableFile(deps.db, scope, kind, id, size);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Photos (the only files served inline) never change under their id: a new photo gets a new
 * id, so browsers keep them a year without asking again. Private: they are the site's.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

async function sendFile(
  deps: Deps,
  reply: FastifyReply,
  file: { key: string; contentType: string; filename: string } | null,
  disposition: 'inline' | 'attachment',
) {
  const opened = file ? await deps.storage.open(file.key) : null;
  if (!file || !opened) return notFound(reply);
  // Attachments are served as downloads of their own type, never rendered as pages of ours.
  return reply
    .header(
      'Content-Type',
      disposition === 'attachment' ? 'application/octet-stream' : file.contentType,
    )
    .header('Content-Length', opened.size)
    .header('Content-Disposition', contentDisposition(disposition, file.filename))
    .header(
      'Cache-Control',
      disposition === 'inline' ? PHOTO_CACHE_CONTROL : 'private, max-age=300',
    )
    .send(opened.stream);
}
