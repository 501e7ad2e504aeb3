import { sso } from '@better-auth/sso';
import { betterAuth } from 'better-auth';
import { SSO_SESSION_SECONDS } from '@craftwork/domain/admin/sso';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.ts';
import {
  accounts,
  rateLimits,
  sessions,
  ssoProviders,
  users,
  verifications,
} from '../db/schema.ts';
import { accountReaderLanguage } from '../i18n/reader-language.ts';
import { translator } from '../i18n/translator.ts';
import type { Mailer } from '../mail/mailer.ts';
import { boundedPasswordHashing } from './password-hashing.ts';
import { authPolicyHooks } from './policy-hooks.ts';
import type { SsoSignInRules } from './policy-hooks.ts';
import { recordSignIn } from './sign-ins.ts';

export type AuthOptions = {
  db: Database;
  ssoRules: SsoSignInRules;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  /** Origins whose browsers may use the auth routes (PUBLIC_URL's and TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  /** Also trust a request whose Origin is its own address (set when PUBLIC_URL is not). */
  trustSameOrigin: boolean;
  quiet?: boolean;
};

/** Set by the auth routes (never by the caller): the origin the request itself was sent to. */
export const SELF_ORIGIN_HEADER = 'x-craftwork-self-origin';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** A session lasts 30 days, and is moved on once a day while it is used. */
export const SESSION_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;

export function createAuth({
  db,
  ssoRules,
  mailer,
  publicUrl,
  secret,
  trustedOrigins,
  trustSameOrigin,
  quiet,
}: AuthOptions) {
  return betterAuth({
    appName: 'Craftwork',
    // Links in e-mails are built from the configured public URL, never the request's Host.
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: (request) => {
      const self = trustSameOrigin ? request?.headers.get(SELF_ORIGIN_HEADER) : null;
      return self ? [...trustedOrigins, self] : trustedOrigins;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      // The SSO plugin resolves a provider's user inside one transaction (decision 220).
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        ssoProvider: ssoProviders,
      },
    }),
    // Company sign-in (issue 37, decisions 220 and 221). Providers are written by the sso
    // module's procedures (site admins); the plugin's own provider endpoints are never exposed.
    plugins: [
      sso({
        providersLimit: 0,
        // Craftwork's own required columns of the table (only the sso module writes rows).
        schema: {
          ssoProvider: {
            additionalFields: {
              siteKey: { type: 'string', required: true, input: false },
              providerName: { type: 'string', required: true, input: false },
            },
          },
        },
        organizationProvisioning: { disabled: true },
        resolveUser: (input) =>
          ssoRules.resolveUser(db, {
            providerId: input.providerId,
            accountId: input.accountKey.accountId,
            email: input.providerUser.email,
          }),
        provisionUserOnEveryLogin: true,
        provisionUser: ({ user, provider }) =>
          ssoRules.provisionUser(db, user.id, provider.providerId),
      }),
    ],
    user: {
      additionalFields: {
        companyName: { type: 'string', required: false, defaultValue: '' },
        department: { type: 'string', required: false, defaultValue: '' },
        jobTitle: { type: 'string', required: false, defaultValue: '' },
        phone: { type: 'string', required: false, defaultValue: '' },
        defaultSiteKey: { type: 'string', required: false, input: false },
        receiveNotifications: {
          type: 'boolean',
          required: false,
          defaultValue: true,
          input: false,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      password: boundedPasswordHashing(),
      // createAccount answers the same whether or not the address has an account (better-auth
      // does so only without auto sign-in); the browser signs in afterwards anyway.
      autoSignIn: false,
      // The account e-mails are in the person's language, else their default site's (issue 37).
      async onExistingUserSignUp({ user }) {
        const { t } = translator(await accountReaderLanguage(db, user.id));
        await mailer.send({
          to: user.email,
          kind: 'account-exists',
          subject: t('accountMail', 'accountExists.subject'),
          text: t('accountMail', 'accountExists.text', {
            name: user.name,
            signInUrl: `${publicUrl}/login`,
            forgotPasswordUrl: `${publicUrl}/forgot-password`,
          }),
        });
      },
      resetPasswordTokenExpiresIn: TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const { t } = translator(await accountReaderLanguage(db, user.id));
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: t('accountMail', 'passwordReset.subject'),
          text: t('accountMail', 'passwordReset.text', { name: user.name, link }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        const { t } = translator(await accountReaderLanguage(db, user.id));
        await mailer.send({
          to: user.email,
          kind: 'verify-email',
          subject: t('accountMail', 'verifyEmail.subject'),
          text: t('accountMail', 'verifyEmail.text', { name: user.name, link }),
        });
      },
    },
    verification: { storeIdentifier: 'hashed' },
    hooks: { before: authPolicyHooks(db, ssoRules) },
    // Usage metrics count sign-ins: one row per session a sign-in creates (decision 147).
    databaseHooks: {
      session: {
        create: {
          // A session begun through a provider ends within SSO_SESSION_SECONDS (decision 221).
          async before(session, ctx) {
            if (!ctx?.path.startsWith('/sso/callback')) return undefined;
            const until = new Date(Date.now() + SSO_SESSION_SECONDS * 1000);
            const expiresAt = session.expiresAt < until ? session.expiresAt : until;
            return { data: { ...session, expiresAt, ssoUntil: until } };
          },
          after: (session, ctx) => recordSignIn(db, session, ctx),
        },
        update: {
          // Refreshing a provider's session never moves its end past the bound.
          async before(data, ctx) {
            const until: unknown = (ctx?.context.session?.session as { ssoUntil?: unknown })
              ?.ssoUntil;
            if (!(until instanceof Date) || !(data.expiresAt instanceof Date)) return undefined;
            return data.expiresAt > until ? { data: { ...data, expiresAt: until } } : undefined;
          },
        },
      },
    },
    rateLimit: {
      // A backstop per address and path; sign-in and change-password are limited by the auth
      // routes instead (failed attempts per account and per address, per user), and mail
      // goes out only through the RPC procedures, which have their own limits.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': false,
        '/change-password': false,
        // Each start of a company sign-in writes a state row; a person needs a few.
        '/sign-in/sso': { window: 60, max: 20 },
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      additionalFields: { ssoUntil: { type: 'date', required: false, input: false } },
    },
    advanced: {
      // better-auth skips the origin check when NODE_ENV is test: keep it, so tests see what
      // production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: ['x-craftwork-client-ip'] },
    },
    telemetry: { enabled: false },
    logger: { disabled: quiet === true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
