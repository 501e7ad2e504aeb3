// A signed-in browser tab, as the bench sees it: a cookie jar, fetch, and the typed RPC client
// (the same approach as the server's integration-test harness).
import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import type { RouterClient } from '@orpc/server';
import type { AppRouter } from '../../apps/server/src/public.ts';

export type TBenchClient = {
  rpc: RouterClient<AppRouter>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  cookies: Map<string, string>;
  cookieHeader: () => string;
};

export function createClient(baseUrl: string, options: { timeoutMs?: number } = {}): TBenchClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const doFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (cookies.size) headers.set('cookie', cookieHeader());
    if (!headers.has('origin')) headers.set('origin', baseUrl);
    const response = await fetch(
      new Request(request, {
        headers,
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : request.signal,
      }),
    );
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(setCookie)) cookies.delete(key);
      else cookies.set(key, value);
    }
    return response;
  };
  const link = new RPCLink({
    url: `${baseUrl}/rpc`,
    headers: { 'x-csrf-token': 'orpc' },
    fetch: doFetch,
  });
  return {
    rpc: createORPCClient<RouterClient<AppRouter>>(link),
    fetch: (path, init) => doFetch(`${baseUrl}${path}`, init),
    cookies,
    cookieHeader,
  };
}

/** The session's token: the signed cookie's value without its signature. */
export function sessionToken(client: TBenchClient): string {
  const cookie = decodeURIComponent(client.cookies.get('better-auth.session_token') ?? '');
  const token = cookie.slice(0, cookie.lastIndexOf('.'));
  if (!token) throw new Error('the client is not signed in');
  return token;
}

/** Signs in with e-mail and password through better-auth's route, as the web app does. */
export async function signIn(client: TBenchClient, email: string, password: string): Promise<void> {
  const response = await client.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status} ${body}`);
}

export async function signedInClient(
  baseUrl: string,
  email: string,
  password: string,
  options: { timeoutMs?: number } = {},
): Promise<TBenchClient> {
  const client = createClient(baseUrl, options);
  await signIn(client, email, password);
  return client;
}

export type TLiveEvent = { event: string; data: unknown; at: number };

/** Reads the server-sent-events stream of one tab, timestamping each event on arrival. */
export async function openLiveStream(client: TBenchClient) {
  const controller = new AbortController();
  const response = await client.fetch('/api/live', { signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
  const events: TLiveEvent[] = [];
  // Wakes `next` when an event arrives (an object, so the reader loop sees later assignments).
  const wake: { waiter: (() => void) | null } = { waiter: null };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) {
            events.push({ event, data: JSON.parse(data) as unknown, at });
            wake.waiter?.();
          }
        }
      }
    } catch {
      // aborted on close
    }
  })();
  let consumed = 0;
  return {
    events,
    /** The next event after the ones already taken that matches, or null after timeoutMs. */
    async next(
      predicate: (e: TLiveEvent) => boolean,
      timeoutMs: number,
    ): Promise<TLiveEvent | null> {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        while (consumed < events.length) {
          const candidate = events[consumed++]!;
          if (predicate(candidate)) return candidate;
        }
        const left = deadline - performance.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake.waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake.waiter = null;
      }
    },
    close: () => controller.abort(),
  };
}
