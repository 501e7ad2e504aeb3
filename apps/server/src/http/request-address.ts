import type { FastifyRequest } from 'fastify';
import { appAddress } from '@craftwork/domain/site/app-address';
import type { TEnv } from '../env.ts';

/** The origin the request was sent to (its scheme and Host), or null if it is not one. */
export function requestOrigin(request: FastifyRequest): string | null {
  const candidate = `${request.protocol}://${request.host}`;
  // better-auth reads trusted origins as patterns: a Host with wildcards must not become one.
  if (/[*?\s]/.test(candidate)) return null;
  try {
    return new URL(candidate).origin;
  } catch {
    return null;
  }
}

/**
 * The app's address for what a signed-in request prints or mails (QR tags, asset codes, invite
 * and approval links, report links): PUBLIC_URL, else the address the user is using
 * (decision 202). A request without a session keeps PUBLIC_URL or the default, so that no
 * anonymous caller can put its own Host into a mail.
 */
export function requestAddress(
  env: Pick<TEnv, 'PUBLIC_URL' | 'publicUrl'>,
  request: FastifyRequest,
  signedIn: boolean,
): string {
  return appAddress({
    publicUrl: env.PUBLIC_URL ?? null,
    requestOrigin: signedIn ? requestOrigin(request) : null,
    fallback: env.publicUrl,
  });
}

/** `env` with `publicUrl` the request's address (see `requestAddress`). */
export function requestEnv(env: TEnv, request: FastifyRequest, signedIn: boolean): TEnv {
  const publicUrl = requestAddress(env, request, signedIn);
  return publicUrl === env.publicUrl ? env : { ...env, publicUrl };
}
