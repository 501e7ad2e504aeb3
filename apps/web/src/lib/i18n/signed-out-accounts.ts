import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { SIGNED_OUT_EN, signedOutTexts } from './signed-out';

/**
 * English, exactly as the spec writes it, of the account pages loaded on demand (create
 * account, forgot and reset password, verify e-mail, invitation): in their chunk, not in the
 * sign-in page's first bundle. Their other languages share `locales/<language>/signedOut.json`.
 */
export const ACCOUNT_PAGES_EN = {
  'common.confirmPassword': 'Confirm Password',
  'common.showConfirmPassword': 'Show confirm password',
  'common.hideConfirmPassword': 'Hide confirm password',
  'common.showNewPassword': 'Show new password',
  'common.hideNewPassword': 'Hide new password',
  'common.submit': 'Submit',
  'common.backToLogin': 'Back to Login',
  'common.passwordHint': 'At least {count} characters.',
  'createAccount.heading': 'Create Account',
  'createAccount.formLabel': 'Create account',
  'createAccount.fullName': 'Full Name',
  'createAccount.companyName': 'Company Name',
  'createAccount.department': 'Department',
  'createAccount.jobTitle': 'Job Title',
  'createAccount.phone': 'Phone',
  'createAccount.submit': 'Create',
  'createAccount.haveAccount': 'Already have an account? Login',
  'forgotPassword.heading': 'Forgot Password',
  'forgotPassword.formLabel': 'Forgot password',
  'forgotPassword.intro': 'Enter your e-mail address to receive a password reset link.',
  'resetPassword.heading': 'Reset Password',
  'resetPassword.formLabel': 'Reset password',
  'resetPassword.invalidLink': 'This password reset link is not valid. Please request a new one.',
  'resetPassword.requestNewLink': 'Request a new link',
  'resetPassword.newPassword': 'New Password',
  'verifyEmail.heading': 'Verify Email',
  'verifyEmail.continue': 'Continue',
  'verifyEmail.invalidLink': 'This verification link is not valid.',
  'verifyEmail.verified': 'Your email address has been verified.',
  'verifyEmail.verifying': 'Verifying your email address',
  'invite.heading': 'Invitation',
  // The form rules' and the server's texts these pages show, found by their English.
  'message.required': MESSAGES.required,
  'message.passwordsDoNotMatch': MESSAGES.passwordsDoNotMatch,
  'message.newPasswordRequired': MESSAGES.newPasswordRequired,
  'message.confirmPasswordRequired': MESSAGES.confirmPasswordRequired,
  'message.confirmPasswordMismatch': MESSAGES.confirmPasswordMismatch,
  'message.invalidEmail': MESSAGES.invalidEmail,
  'message.passwordTooShort': MESSAGES.passwordTooShort,
  'message.accountCreated': MESSAGES.accountCreated,
  'message.passwordResetSent': MESSAGES.passwordResetSent,
  'message.passwordChanged': MESSAGES.passwordChanged,
  'message.resetLinkInvalid': MESSAGES.resetLinkInvalid,
} as const satisfies Record<string, string>;

/** Every signed-out text in English: the first bundle's and the account pages'. */
export const ALL_SIGNED_OUT_EN = { ...SIGNED_OUT_EN, ...ACCOUNT_PAGES_EN };

export type TAccountPagesKey = keyof typeof ALL_SIGNED_OUT_EN;

/** The account pages' texts (and the first bundle's they share) in the browser's language. */
export const useAccountPagesText = signedOutTexts(ALL_SIGNED_OUT_EN);
