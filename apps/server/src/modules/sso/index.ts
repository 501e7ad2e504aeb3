/** The sso module's public surface: other modules and the app import only this file. */
export * from './router.ts';
export {
  authenticateScimToken,
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  ScimError,
  type TScimClient,
} from './scim.service.ts';
export { createScimToken, endScimTokenWithMembership } from './scim-token.service.ts';
export {
  getSsoConnection,
  mayFetchIdentityProvider,
  saveSsoConnection,
  ssoSignInRules,
} from './sso.service.ts';
