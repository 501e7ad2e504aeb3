import { createAuthClient } from 'better-auth/react';
import { env } from '../config/env';

/** better-auth client on the same origin: sign-in, sign-out, change password, e-mail verification. */
export const authClient = createAuthClient({ basePath: env.authBasePath });

export { AuthError, throwIfAuthError } from './auth-error';
