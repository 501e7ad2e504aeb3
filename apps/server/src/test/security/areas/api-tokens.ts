import { issueToken } from '../../../modules/api-tokens/index.ts';
import { API_TOKEN_MESSAGES } from '@craftwork/domain/integrations/tokens';
import { siteAdmins, siteOfCaller, type MatrixArea } from '../matrix-kit.ts';

/** A token per site for its admin to revoke (again and again: revoking twice is harmless). */
const revocable: Record<string, string> = {};

/**
 * The API token procedures' rows: site admins only, each on its own site's tokens (another
 * site's tokens and users are refused: api-tokens.integration.test.ts). The token made by
 * `create` acts as its caller, so no id is lifted.
 */
export const apiTokensArea: MatrixArea = {
  async prepare(_t, db, w) {
    for (const s of [w.site, w.other]) {
      const { row } = await issueToken(db, {
        siteKey: s.siteKey,
        userId: s.users.admin.id,
        createdBy: s.users.admin.id,
        name: 'Matrix token',
        scope: 'read',
        expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      });
      revocable[s.siteKey] = row.id;
    }
  },
  rows: {
    'apiTokens.list': { access: siteAdmins, input: () => undefined },
    'apiTokens.create': {
      access: siteAdmins,
      input: () => ({ name: 'Matrix made', scope: 'write', expiresInDays: 7 }),
      // Repeated calls (the fuzz set's) may fill the site's quota of active tokens.
      refusals: [{ code: 'CONFLICT', message: API_TOKEN_MESSAGES.tooMany }],
    },
    'apiTokens.revoke': {
      access: siteAdmins,
      input: (w, p) => ({ tokenId: revocable[siteOfCaller(w, p)] ?? 'none' }),
    },
    'apiTokens.requests': { access: siteAdmins, input: () => ({ tokenId: null }) },
    'apiTokens.exportRequests': { access: siteAdmins, input: () => ({ tokenId: null }) },
  },
  takeNoId: [
    'apiTokens.list',
    'apiTokens.create',
    'apiTokens.revoke',
    'apiTokens.requests',
    'apiTokens.exportRequests',
  ],
};
