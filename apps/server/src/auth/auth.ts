import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  signInLimitPerMinute: number;
  quiet?: boolean;
};

const TOKEN_LIFETIME_SECONDS = 60 * 60;

export function createAuth({
  db,
  mailer,
  publicUrl,
  secret,
  signInLimitPerMinute,
  quiet,
}: AuthOptions) {
  return betterAuth({
    appName: 'Craftwork',
    // Links in e-mails are built from the configured public URL, never the request's Host.
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
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
      resetPasswordTokenExpiresIn: TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Craftwork password',
          text: `Hello ${user.name},\n\nOpen this link to choose a new password (valid for 60 minutes):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          kind: 'verify-email',
          subject: 'Verify your Craftwork e-mail address',
          text: `Hello ${user.name},\n\nPlease confirm your e-mail address by opening this link (valid for 60 minutes):\n${link}`,
        });
      },
    },
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: signInLimitPerMinute },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-craftwork-client-ip'] },
    },
    telemetry: { enabled: false },
    logger: { disabled: quiet === true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
