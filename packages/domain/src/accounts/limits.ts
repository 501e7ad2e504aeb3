/** better-auth's minimum password length (its default), checked first in the forms (decision 105). */
export const PASSWORD_MIN_LENGTH = 8;
