import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ScopeResult } from '../access/scope.ts';
import type { Database } from '../db/client.ts';
import type { SiteRow } from '../site-config/site-config.ts';
import { SESSION_REFRESH_SECONDS, SESSION_SECONDS, type Auth } from './auth.ts';
import { findSessionWithUser } from './sessions.repository.ts';

/** What a request needs of its signed-in user. */
export type TSignedInUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  defaultSiteKey: string | null;
};
/**
 * A signed-in caller; `scope` and `site` are their scope on their default site and its row,
 * when they were read with the session (issue 38), so a site procedure need not read them again.
 */
export type TSignedIn = { user: TSignedInUser; scope?: ScopeResult; site?: SiteRow | null };

/** A cookie's value as the browser sent it: the first of that name, unquoted and decoded. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The token of a signed session cookie (`token.signature`, the signature HMAC-SHA256 of the
 * token under the auth secret, base64), or null when it is missing or not ours.
 */
export function verifiedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Whether better-auth would move the session's end on (its own rule, with our settings); never
 * a session begun through a provider that already ends at its bound (decision 221), which
 * better-auth would otherwise rewrite on every call.
 */
export function dueForRefresh(
  session: { expiresAt: Date; ssoUntil: Date | null },
  now: number,
): boolean {
  const expiresAt = session.expiresAt.getTime();
  if (session.ssoUntil !== null && expiresAt >= session.ssoUntil.getTime()) return false;
  return expiresAt - SESSION_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now;
}

function signedInUser(user: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  defaultSiteKey?: string | null;
}): TSignedInUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    defaultSiteKey: user.defaultSiteKey ?? null,
  };
}

/**
 * Who a request is signed in as, for every RPC call and page (issue 38): the cookie's signature
 * checked in this thread and the session read with its user in one statement. better-auth's
 * own check (a WebCrypto HMAC on the thread pool, then the session and the user one after the
 * other) answers only when it has something to do: a session that has expired (it deletes it)
 * or is due to be moved on (it moves it, or not for a "don't remember me" session).
 */
export function createSessionCheck(auth: Auth, db: Database) {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
  }));
  return async function signedIn(headers: Headers): Promise<TSignedIn | null> {
    const { cookieName, secret } = await settings;
    const token = verifiedToken(cookieValue(headers.get('cookie'), cookieName), secret);
    if (token === null) return null;
    const row = await findSessionWithUser(db, token);
    if (row === null) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() <= now || dueForRefresh(row, now)) {
      const session = await auth.api.getSession({ headers });
      return session ? { user: signedInUser(session.user) } : null;
    }
    return { user: row.user, scope: row.scope, site: row.site };
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
