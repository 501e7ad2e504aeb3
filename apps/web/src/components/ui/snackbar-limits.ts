/** How long a message stays, above what it sits, and how many show at once. */
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_Z_INDEX = 10000;
export const SNACKBAR_MAX = 3;
