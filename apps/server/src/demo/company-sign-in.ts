import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { resolveSiteScope } from '../access/scope.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createScimToken, getSsoConnection, saveSsoConnection } from '../modules/sso/index.ts';
import { startIdentityProvider, type IdentityProvider } from './identity-provider.ts';
import { DEMO_COMPANY_SIGN_IN } from './refinery-identity.ts';

export { DEMO_COMPANY_SIGN_IN };

type TDemoSignInEnv = {
  publicUrl: string;
  trustedOrigins: string[];
  HOST: string;
  PORT: number;
  DEMO_IDP_PORT?: number | undefined;
};

/** A value of the app's secret for one use, so that it stays the same across restarts. */
const derived = (secret: string, use: string) =>
  createHmac('sha256', secret).update(`demo-identity-provider:${use}`).digest('hex');

/**
 * The demo site's company sign-in, switched on (decision 230): starts the demo identity
 * provider on DEMO_IDP_PORT (PORT + 1 unless set), and connects the site to it the first time,
 * through the same procedure a site admin's Save runs, with a SCIM token for provisioning,
 * logged that once as the demo accounts are (decision 232). A site whose admin connected another
 * provider keeps it. Nothing starts without the demo site; a port in use is logged, not fatal.
 */
export async function startDemoCompanySignIn(
  db: Database,
  env: TDemoSignInEnv,
  options: { siteKey: string; adminEmail: string; secret: string },
  log: (message: string) => void,
): Promise<IdentityProvider | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  const scope = admin && (await resolveSiteScope(db, options.siteKey, admin.id));
  if (scope?.kind !== 'approved') return null;
  const publicHost = new URL(env.publicUrl).hostname;
  let idp: IdentityProvider;
  try {
    idp = await startIdentityProvider({
      callbackPrefix: `${env.publicUrl}/api/auth/sso/callback/`,
      port: env.DEMO_IDP_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1),
      listenHost: env.HOST,
      issuerHost: publicHost,
      clientId: DEMO_COMPANY_SIGN_IN.clientId,
      clientSecret: derived(options.secret, 'client'),
      cookieKey: derived(options.secret, 'cookies'),
      people: [...DEMO_COMPANY_SIGN_IN.people],
      title: `${DEMO_COMPANY_SIGN_IN.providerName} (demo identity provider)`,
    });
  } catch (error) {
    log(`The demo identity provider did not start: ${(error as Error).message}`);
    return null;
  }
  const ssoEnv = { publicUrl: env.publicUrl, trustedOrigins: [...env.trustedOrigins, idp.origin] };
  if (!(await getSsoConnection(db, scope.scope, ssoEnv))) {
    await saveSsoConnection(db, scope.scope, ssoEnv, {
      providerName: DEMO_COMPANY_SIGN_IN.providerName,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: [DEMO_COMPANY_SIGN_IN.domain],
      ssoOnly: true,
      jitPreset: 'plantUser',
      jitCompanyId: null,
    });
    const scim = await createScimToken(db, scope.scope);
    log(
      `Company sign-in: SCIM provisioning at ${env.publicUrl}/scim/v2 with this token (shown this once; a site admin makes another under Admin → Integrations → Company sign-in): ${scim.token}`,
    );
  }
  return idp;
}
