import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TIdpUser = { sub: string; email: string; name: string };

export type TestIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who may sign in; remove one to have the provider refuse them. */
  users: Map<string, TIdpUser>;
  close: () => Promise<void>;
};

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port (a random one
 * unless `port` is given, as the end-to-end journey does: its server trusts one origin known in
 * advance), with one confidential client, and a login page that asks only for the e-mail of one
 * of `users` (consent is given at once). Craftwork picks the provider id, and so the redirect
 * URI, when the connection is saved: the client accepts any redirect URI starting with
 * `callbackPrefix`.
 */
export async function startTestIdp(callbackPrefix: string, port = 0): Promise<TestIdp> {
  const users = new Map<string, TIdpUser>();
  const clientId = 'craftwork-test';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${callbackPrefix}registered-later`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
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
    cookies: { keys: ['test-cookie-key'] },
  });
  const clientPrototype = provider.Client.prototype;
  const allowed = clientPrototype.redirectUriAllowed;
  clientPrototype.redirectUriAllowed = function (this: unknown, uri: string) {
    return uri.startsWith(callbackPrefix) || allowed.call(this, uri);
  };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id,
        });
        grant.addOIDCScope(details.params.scope);
        const grantId = await grant.save();
        return provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          {
            mergeWithLastSubmission: true,
          },
        );
      }
      if (req.method === 'POST') {
        const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
        const user = users.get(email);
        if (!user) {
          res.writeHead(401, { 'content-type': 'text/html' }).end('<p>Unknown user.</p>');
          return;
        }
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub } },
          {
            mergeWithLastSubmission: false,
          },
        );
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(
        `<!doctype html><title>Test IdP</title><h1>Test identity provider</h1>
<form method="post" action="/interaction/${escape(details.uid)}">
<label>E-mail <input name="email" type="email"></label>
<button type="submit">Sign in at the provider</button></form>`,
      );
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  return {
    issuer,
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
