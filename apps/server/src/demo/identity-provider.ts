import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TIdpPerson = { sub: string; email: string; name: string };

export type IdentityProvider = {
  issuer: string;
  /** The issuer's origin, which the app must trust to fetch a provider on loopback. */
  origin: string;
  clientId: string;
  clientSecret: string;
  /** People who may sign in; remove one to have the provider refuse them. */
  users: Map<string, TIdpPerson>;
  close: () => Promise<void>;
};

export type IdentityProviderOptions = {
  /** Redirect URIs starting with this are accepted (Craftwork picks the provider id on save). */
  callbackPrefix: string;
  /** 0 picks a free port. */
  port?: number;
  /** Where it listens; the issuer names `issuerHost` (a browser must reach it by that name). */
  listenHost?: string;
  issuerHost?: string;
  clientId?: string;
  clientSecret?: string;
  /** Signs the provider's cookies; a fixed key keeps sign-ins going across restarts. */
  cookieKey?: string;
  people?: TIdpPerson[];
  title?: string;
};

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

type TStored = { payload: Record<string, unknown>; expiresAt: number };

/**
 * The provider's state (sign-ins in progress, codes, grants) in memory, one map per kind: a
 * restart only asks a person who was midway to sign in again.
 */
function memoryAdapter() {
  const stores = new Map<string, Map<string, TStored>>();
  return class MemoryAdapter {
    private readonly store: Map<string, TStored>;
    constructor(name: string) {
      const store = stores.get(name) ?? new Map<string, TStored>();
      stores.set(name, store);
      this.store = store;
    }
    upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
      const now = Date.now();
      // Lapsed entries go as the map grows, so a demo left running does not fill memory.
      if (this.store.size >= 1000)
        for (const [key, entry] of this.store) if (entry.expiresAt < now) this.store.delete(key);
      this.store.set(id, { payload, expiresAt: now + expiresIn * 1000 });
      return Promise.resolve();
    }
    find(id: string) {
      const stored = this.store.get(id);
      if (stored && stored.expiresAt < Date.now()) this.store.delete(id);
      return Promise.resolve(this.store.get(id)?.payload);
    }
    findByUid(uid: string) {
      const found = [...this.store.entries()].find(([, s]) => s.payload.uid === uid);
      return found ? this.find(found[0]) : Promise.resolve(undefined);
    }
    findByUserCode(userCode: string) {
      const found = [...this.store.entries()].find(([, s]) => s.payload.userCode === userCode);
      return found ? this.find(found[0]) : Promise.resolve(undefined);
    }
    consume(id: string) {
      const stored = this.store.get(id);
      if (stored) stored.payload.consumed = Math.floor(Date.now() / 1000);
      return Promise.resolve();
    }
    destroy(id: string) {
      this.store.delete(id);
      return Promise.resolve();
    }
    revokeByGrantId(grantId: string) {
      for (const [id, stored] of this.store)
        if (stored.payload.grantId === grantId) this.store.delete(id);
      return Promise.resolve();
    }
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** The provider's sign-in page: one button per known person, and an address for any other. */
function signInPage(title: string, uid: string, people: TIdpPerson[]): string {
  const action = `/interaction/${escape(uid)}`;
  const buttons = people
    .map(
      (p) => `<li><form method="post" action="${action}">
<input type="hidden" name="email" value="${escape(p.email)}">
<button type="submit">Sign in as ${escape(p.name)}</button> <span>${escape(p.email)}</span></form></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}
li{margin:.5rem 0}button{font:inherit;padding:.4rem .8rem;min-height:44px}
input{font:inherit;padding:.4rem}</style>
<h1>${escape(title)}</h1>
${people.length ? `<h2>People of this provider</h2><ul>${buttons}</ul>` : ''}
<form method="post" action="${action}">
<label>E-mail <input name="email" type="email" autocomplete="email"></label>
<button type="submit">Sign in at the provider</button></form></html>`;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on its own port, with one
 * confidential client and a sign-in page that asks only which of its people signs in (consent
 * is given at once). The demo site signs in through it (decision 230); the tests run their own.
 */
export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const users = new Map<string, TIdpPerson>(
    (options.people ?? []).map((p) => [p.email.toLowerCase(), p]),
  );
  const clientId = options.clientId ?? 'craftwork-test';
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789abcdef';
  const title = options.title ?? 'Test identity provider';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.listenHost ?? '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${port}`;
  // Its own signing key, made at start: tokens are checked against the keys it publishes then.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Loaded only when a provider starts: a server without the demo never loads it.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    // Short lives, as a company provider's: minutes to sign in, a token for an hour.
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.callbackPrefix}registered-later`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, id: string) {
      const user = [...users.values()].find((u) => u.sub === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: user.email, email_verified: true, name: user.name }),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [options.cookieKey ?? 'test-cookie-key'] },
  });
  const clientPrototype = provider.Client.prototype;
  const allowed = clientPrototype.redirectUriAllowed;
  clientPrototype.redirectUriAllowed = function (this: unknown, uri: string) {
    return uri.startsWith(options.callbackPrefix) || allowed.call(this, uri);
  };
  const handle = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'consent' && details.session) {
      const grant = new provider.Grant({
        accountId: details.session.accountId,
        clientId: details.params.client_id,
      });
      grant.addOIDCScope(details.params.scope);
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (req.method === 'POST') {
      const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
      const user = users.get(email);
      if (!user) {
        res
          .writeHead(401, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><title>Unknown</title><p>Unknown user.</p>');
        return;
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(signInPage(title, details.uid, [...users.values()]));
  }

  server.on('request', (req, res) => {
    if (!/^\/interaction\/[\w-]+$/.test(req.url ?? '')) return handle(req, res);
    interact(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  return {
    issuer,
    origin: new URL(issuer).origin,
    clientId,
    clientSecret,
    users,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
