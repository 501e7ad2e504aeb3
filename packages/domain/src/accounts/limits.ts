import { TEXT_LIMITS } from '../text/rules.ts';

/** better-auth's minimum password length (its default), checked first in the forms (decision 105). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest value of each account and profile field (the server refuses longer ones). */
export const ACCOUNT_FIELD_MAX = {
  displayName: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  companyName: TEXT_LIMITS.profileField,
  department: TEXT_LIMITS.profileField,
  jobTitle: TEXT_LIMITS.profileField,
  phone: TEXT_LIMITS.phone,
  password: TEXT_LIMITS.password,
  siteKey: TEXT_LIMITS.siteKey,
} as const;
