import { listDateTime, UNAVAILABLE } from '../../../components/list/column-model';
import type { TApiTokenRow } from '../api/api-tokens';

/** A token's details as term and value, in the site's time zone; never the token itself. */
export function tokenDetailLines(token: TApiTokenRow, timeZone: string): [string, string][] {
  const actsAs = token.userName ? `${token.userName} (${token.userEmail})` : token.userEmail;
  const lines: [string, string][] = [
    ['Token', `${token.prefix}…`],
    ['Acts as', actsAs],
    [
      'Created',
      `${listDateTime(token.createdAt, timeZone)} by ${token.createdByName ?? UNAVAILABLE}`,
    ],
    [
      token.status === 'expired' ? 'Expired' : 'Expires',
      token.expiresAt ? listDateTime(token.expiresAt, timeZone) : 'Never',
    ],
    ['Last used', token.lastUsedAt ? listDateTime(token.lastUsedAt, timeZone) : 'Never used'],
  ];
  if (token.revokedAt) {
    lines.push([
      'Revoked',
      `${listDateTime(token.revokedAt, timeZone)} by ${token.revokedByName ?? UNAVAILABLE}`,
    ]);
  }
  return lines;
}
