import type { TFunction } from 'i18next';
import { listDateTime } from '../../../components/list/column-model';
import type { TApiTokenRow } from '../api/api-tokens';

/** A token's details as term and value, in the site's time zone; never the token itself. */
export function tokenDetailLines(
  token: TApiTokenRow,
  timeZone: string,
  t: TFunction<'integrations'>,
): [string, string][] {
  const actsAs = token.userName
    ? t('apiTokens.details.user', { name: token.userName, email: token.userEmail })
    : token.userEmail;
  const by = (at: string, name: string | null) =>
    t('apiTokens.details.by', {
      when: listDateTime(at, timeZone),
      name: name ?? t('apiTokens.details.unavailable'),
    });
  const lines: [string, string][] = [
    [t('apiTokens.details.token'), t('apiTokens.details.prefix', { prefix: token.prefix })],
    [t('apiTokens.details.actsAs'), actsAs],
    [t('apiTokens.details.created'), by(token.createdAt, token.createdByName)],
    [
      token.status === 'expired' ? t('apiTokens.details.expired') : t('apiTokens.details.expires'),
      token.expiresAt ? listDateTime(token.expiresAt, timeZone) : t('apiTokens.details.never'),
    ],
    [
      t('apiTokens.details.lastUsed'),
      token.lastUsedAt
        ? listDateTime(token.lastUsedAt, timeZone)
        : t('apiTokens.details.neverUsed'),
    ],
  ];
  if (token.revokedAt) {
    lines.push([t('apiTokens.details.revoked'), by(token.revokedAt, token.revokedByName)]);
  }
  return lines;
}
