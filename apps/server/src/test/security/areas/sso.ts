import { SSO_MESSAGES } from '@craftwork/domain/admin/sso';
import { everyone, none, siteAdmins, type MatrixArea } from '../matrix-kit.ts';

/**
 * Company sign-in (issue 37): site admins read and save their site's provider; the sign-in
 * page's lookup is open to everyone; site admins make and revoke the provider's SCIM token. A save without a secret is refused before the provider is
 * fetched, which proves the caller got past the access check.
 */
export const ssoArea: MatrixArea = {
  rows: {
    'sso.get': { access: siteAdmins, input: none },
    'sso.save': {
      access: siteAdmins,
      input: () => ({
        providerName: 'Matrix IdP',
        issuer: 'https://idp.example.com',
        clientId: 'matrix',
        clientSecret: '',
        domains: ['matrix-idp.example'],
        ssoOnly: false,
        jitPreset: null,
        jitCompanyId: null,
      }),
      refusals: [{ code: 'BAD_REQUEST', message: SSO_MESSAGES.secretRequired }],
    },
    'sso.lookup': { access: everyone('allow'), input: () => ({ email: 'who@nowhere.example' }) },
    // A site without a connection has no SCIM token to make: refused once past the access check.
    'sso.createScimToken': {
      access: siteAdmins,
      input: none,
      refusals: [{ code: 'CONFLICT', message: SSO_MESSAGES.notConnected }],
    },
    'sso.revokeScimToken': { access: siteAdmins, input: none },
  },
  takeNoId: ['sso.get', 'sso.save', 'sso.lookup', 'sso.createScimToken', 'sso.revokeScimToken'],
};
