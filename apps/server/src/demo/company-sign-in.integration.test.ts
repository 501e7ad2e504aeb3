import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFixture, PASSWORD, type SiteFixture } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { startTestIdp, type TestIdp } from '../test/oidc-idp.ts';
import { startDemoCompanySignIn } from './company-sign-in.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { DEMO_COMPANY_SIGN_IN } from './refinery-identity.ts';

// The demo provider's issuer takes the app's host name, which must resolve here.
const PUBLIC_URL = 'http://localhost:3999';
const env = {
  publicUrl: PUBLIC_URL,
  trustedOrigins: [PUBLIC_URL],
  HOST: '127.0.0.1',
  PORT: 0,
};

let t: TestApp;
let ownIdp: TestIdp;
let site: SiteFixture;
const started: IdentityProvider[] = [];
const logged: string[] = [];
const log = (message: string) => logged.push(message);

async function start(siteKey: string, adminEmail: string) {
  const idp = await startDemoCompanySignIn(
    t.db,
    env,
    { siteKey, adminEmail, secret: 'a-test-secret-of-the-app' },
    log,
  );
  if (idp) started.push(idp);
  return idp;
}

beforeAll(async () => {
  ownIdp = await startTestIdp(`${PUBLIC_URL}/api/auth/sso/callback/`);
  t = await startTestApp({ TRUSTED_ORIGINS: ownIdp.issuer });
  site = await createSiteFixture(t.db, 'DIDP');
});
afterAll(async () => {
  await Promise.all([...started, ownIdp].map((idp) => idp.close()));
  await t.close();
});

describe('the demo site company sign-in', () => {
  it('connects the site to the demo provider at first start, SSO only, approving new people as plant users', async () => {
    const idp = await start(site.siteKey, site.users.admin.email);
    expect(idp?.issuer).toMatch(/^http:\/\/localhost:\d+$/);
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    const connection = await admin.rpc.sso.get();
    expect(connection).toMatchObject({
      providerName: 'Refinery ID',
      clientId: 'craftwork-demo',
      hasClientSecret: true,
      domains: ['refinery.example'],
      ssoOnly: true,
      jitPreset: 'plantUser',
    });
    // Provisioning is on: the token logged that once answers at the SCIM endpoint.
    const token = /with this token .*: (cwscim_\S+)$/.exec(logged.join('\n'))?.[1];
    expect(connection?.scim.tokenPrefix).toBe(
      token?.slice(0, connection?.scim.tokenPrefix?.length),
    );
    const users = await fetch(`${t.url}/scim/v2/Users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status).toBe(200);
    // Its people find the provider from the sign-in page.
    const lookup = await t.client().rpc.sso.lookup({ email: DEMO_COMPANY_SIGN_IN.people[1].email });
    expect(lookup).toEqual({ providerId: connection?.providerId, providerName: 'Refinery ID' });
  });

  it('keeps the provider a site admin connected in its place at a later start', async () => {
    const admin = await t.signIn(site.users.admin.email, PASSWORD);
    await admin.rpc.sso.save({
      providerName: 'Our plant ID',
      issuer: ownIdp.issuer,
      clientId: ownIdp.clientId,
      clientSecret: ownIdp.clientSecret,
      domains: ['plant.example'],
      ssoOnly: false,
      jitPreset: null,
      jitCompanyId: null,
    });
    const before = await admin.rpc.sso.get();
    await start(site.siteKey, site.users.admin.email);
    expect(await admin.rpc.sso.get()).toEqual(before);
    expect(before).toMatchObject({ providerName: 'Our plant ID', issuer: ownIdp.issuer });
  });

  it('starts nothing without the demo site or its admin', async () => {
    expect(await start('NOSUCHSITE', site.users.admin.email)).toBeNull();
    expect(await start(site.siteKey, 'nobody@craftwork.test')).toBeNull();
  });

  it('logs a port in use and goes on without the provider', async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      const idp = await startDemoCompanySignIn(
        t.db,
        { ...env, DEMO_IDP_PORT: port },
        { siteKey: site.siteKey, adminEmail: site.users.admin.email, secret: 'x' },
        log,
      );
      expect(idp).toBeNull();
      expect(logged.at(-1)).toMatch(/^The demo identity provider did not start: .*EADDRINUSE/);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});
