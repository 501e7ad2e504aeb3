import { PASSWORD_MIN_LENGTH } from './limits.ts';

/** User-facing texts of accounts, site access and restore (spec part 1, sections 4, 5 and 8). */
export const MESSAGES = {
  // Validation
  required: 'This field is required.',
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  currentPasswordRequired: 'Current Password is required.',
  newPasswordRequired: 'New Password is required.',
  confirmPasswordRequired: 'Confirm Password is required.',
  confirmPasswordMismatch: "Confirm Password doesn't match New Password.",
  // Not in the spec (decision 105): the form says the rule before the server is asked.
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,

  // Success
  accountCreated: 'Account created! A verification email has been sent to your inbox.',
  passwordResetSent: 'An email with a password reset link has been sent to your inbox.',
  downloadInstructionsSent: 'An email with the download instructions has been sent to your inbox.',
  downloadLinkSent: 'Your download link has been sent.',
  notificationStatusChanged: 'Notification status changed.',
  defaultSiteKeyChanged: 'Default site key changed.',
  locationsUpdated: 'Locations updated.',
  phoneNumberChanged: 'Phone number changed.',
  siteApplicationSent: 'Success! Your application has been sent.',
  passwordChanged: 'Password Changed successful.',
  // The spec does not give these two texts; they follow the other "... successfully." texts.
  taskRestored: 'Task restored successfully.',
  craftRecordRestored: 'Craft Record restored successfully.',

  // Errors
  currentPasswordIncorrect: 'Current Password was incorrect.',
  verificationEmailFailed: 'Error sending verification email. Please contact support',
  noIosCodes: 'No iOS download codes available',
  missingPermissions: 'Missing or insufficient permissions.',
  userLacksPermissions: 'User does not have necessary permissions.',
  dataNotAvailable: 'Data is not available.',
  generic: 'An error has occurred. Please try again or contact administrator.',
  // Not in the spec (decision 105).
  resetLinkInvalid: 'This password reset link has expired or has already been used.',
  accountCreatedSignIn: 'Account created. Please sign in.',

  // Restoring a task whose craft record is deleted
  cannotBeRestoredTitle: 'Cannot be Restored',
  cannotBeRestored:
    'This Task cannot be restored because its Craft Record is also deleted. Please restore the Craft Record and then try again.',
} as const;

export type TMessageKey = keyof typeof MESSAGES;
