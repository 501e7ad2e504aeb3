import { z } from 'zod';
import { oneLineText, TEXT_LIMITS, TEXT_MESSAGES } from '../text/text.ts';
import { ACCOUNT_FIELD_MAX, PASSWORD_MIN_LENGTH } from './limits.ts';
import { MESSAGES } from './messages.ts';

export { ACCOUNT_FIELD_MAX } from './limits.ts';

/**
 * A required one-line text: blanks around it are dropped, it must not be empty, and it is at
 * most `max` characters with no line breaks (names, e-mail addresses, phone numbers, site keys).
 */
function requiredText(message: string, max: number) {
  return oneLineText(max, { required: message });
}

/** A required secret: kept exactly as typed (no trimming), must not be empty. */
function requiredSecret(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message })
    .max(ACCOUNT_FIELD_MAX.password, { error: TEXT_MESSAGES.tooLong(ACCOUNT_FIELD_MAX.password) });
}

/** A new password: required, then the length rule, said in words (not the provider's). */
function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
    .max(ACCOUNT_FIELD_MAX.password, { error: TEXT_MESSAGES.tooLong(ACCOUNT_FIELD_MAX.password) });
}

/** A required e-mail address, checked for its form (as better-auth does) once it is typed. */
const ZEmail = requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.email).pipe(
  z.email({ error: MESSAGES.invalidEmail }),
);

export const ZSignInInput = z.object({
  email: requiredText(MESSAGES.usernameRequired, ACCOUNT_FIELD_MAX.email),
  password: requiredSecret(MESSAGES.passwordRequired),
});
export type TSignInInput = z.output<typeof ZSignInInput>;

export const ZForgotPasswordInput = z.object({
  email: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.email),
});
export type TForgotPasswordInput = z.output<typeof ZForgotPasswordInput>;

const createAccountShape = {
  displayName: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.displayName),
  email: ZEmail,
  password: newPassword(MESSAGES.required),
  companyName: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.companyName),
  department: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.department),
  jobTitle: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.jobTitle),
  phone: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.phone),
};

/** What the server's createAccount receives (the sign-up payload of spec part 1). */
export const ZCreateAccountPayload = z.object(createAccountShape);
export type TCreateAccountPayload = z.output<typeof ZCreateAccountPayload>;

/**
 * A check that two fields are equal, reported on the second. It runs as soon as both are
 * filled in, even while other fields are still empty, so the form can show it at once.
 */
function sameAs<K extends string>(first: K, second: K, message: string) {
  return {
    path: [second],
    error: message,
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | null | undefined;
      const a = v?.[first];
      const b = v?.[second];
      return typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '';
    },
  };
}

/** The Create account form: the payload plus Confirm Password. */
export const ZCreateAccountInput = z
  .object({ ...createAccountShape, confirmPassword: requiredSecret(MESSAGES.required) })
  .refine(
    (v) => v.password === v.confirmPassword,
    sameAs('password', 'confirmPassword', MESSAGES.passwordsDoNotMatch),
  );
export type TCreateAccountInput = z.output<typeof ZCreateAccountInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: requiredSecret(MESSAGES.currentPasswordRequired),
    newPassword: newPassword(MESSAGES.newPasswordRequired),
    confirmPassword: requiredSecret(MESSAGES.confirmPasswordRequired),
  })
  .refine(
    (v) => v.newPassword === v.confirmPassword,
    sameAs('newPassword', 'confirmPassword', MESSAGES.confirmPasswordMismatch),
  );
export type TChangePasswordInput = z.output<typeof ZChangePasswordInput>;

/** The /reset-password?token=… form. */
export const ZResetPasswordInput = z
  .object({
    token: requiredText(MESSAGES.required, 512),
    newPassword: newPassword(MESSAGES.newPasswordRequired),
    confirmPassword: requiredSecret(MESSAGES.confirmPasswordRequired),
  })
  .refine(
    (v) => v.newPassword === v.confirmPassword,
    sameAs('newPassword', 'confirmPassword', MESSAGES.passwordsDoNotMatch),
  );
export type TResetPasswordInput = z.output<typeof ZResetPasswordInput>;

export const ZApplyToSiteKeyInput = z.object({
  siteKey: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.siteKey),
});
export type TApplyToSiteKeyInput = z.output<typeof ZApplyToSiteKeyInput>;

export const ZUpdatePhoneInput = z.object({
  phone: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.phone),
});
export type TUpdatePhoneInput = z.output<typeof ZUpdatePhoneInput>;

/** Only approved site keys may become the default; the server checks approval. */
export const ZSetDefaultSiteInput = z.object({
  siteKey: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.siteKey),
});
export type TSetDefaultSiteInput = z.output<typeof ZSetDefaultSiteInput>;

export const ZSetNotificationsInput = z.object({
  receiveNotifications: z.boolean(),
});
export type TSetNotificationsInput = z.output<typeof ZSetNotificationsInput>;

/** Most locations a user may select: far above any site's, and few enough for one query. */
export const USER_LOCATIONS_MAX = 1000;

/** The locations the user works in (the others are switched off). */
export const ZSetUserLocationsInput = z.object({
  locationIds: z.array(z.string().min(1).max(TEXT_LIMITS.id)).max(USER_LOCATIONS_MAX),
});
export type TSetUserLocationsInput = z.output<typeof ZSetUserLocationsInput>;

export const DOWNLOAD_PLATFORMS = ['ios', 'android'] as const;
export type TDownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/** sendAppDownloadCodeLink: version is the brand (theme) identifier. */
export const ZDownloadLinkInput = z.object({
  platform: z.enum(DOWNLOAD_PLATFORMS),
  code: z.string().max(64).nullable(),
  version: z.string().max(64),
});
export type TDownloadLinkInput = z.output<typeof ZDownloadLinkInput>;

/** account.resetPassword: the token from the e-mailed link and the new password. */
export const ZResetPasswordPayload = z.object({
  token: requiredText(MESSAGES.required, 512),
  newPassword: newPassword(MESSAGES.newPasswordRequired),
});
export type TResetPasswordPayload = z.output<typeof ZResetPasswordPayload>;

/** sendPasswordResetLink: version is the brand (theme) identifier. */
export const ZSendPasswordResetLinkInput = z.object({
  email: requiredText(MESSAGES.required, ACCOUNT_FIELD_MAX.email),
  version: z.string().max(64),
});
export type TSendPasswordResetLinkInput = z.output<typeof ZSendPasswordResetLinkInput>;

export const ZSendVerificationLinkInput = z.object({ version: z.string().max(64) });
export type TSendVerificationLinkInput = z.output<typeof ZSendVerificationLinkInput>;

/** A site admin approves a pending applicant, optionally with a preset and a company. */
export const ZApproveSiteUserInput = z.object({
  userId: z.string().min(1).max(TEXT_LIMITS.id),
  preset: z.enum(['foreman', 'plantUser', 'siteAdmin']).nullable(),
  companyId: z.string().min(1).max(TEXT_LIMITS.id).nullable(),
});
export type TApproveSiteUserInput = z.output<typeof ZApproveSiteUserInput>;
