import type { TFunction } from 'i18next';
import { listDateTime } from '../../../components/list/column-model';
import type { TApiTokenRow } from '../api/api-tokens';

/**
 * A token's details as term and value, in the site's time zone and the reader's language; never
 * the token itself.
 */
export function tokenDetailLines(
  token: TApiTokenRow,
  timeZone: string,
  t: TFunction<'integrations'>,
  language: string,
): [string, string][] {
  const when = (iso: string) => listDateTime(iso, timeZone, language);
  const actsAs = token.userName
    ? t('apiTokens.details.user', { name: token.userName, email: token.userEmail })
    : token.userEmail;
  const by = (at: string, name: string | null) =>
    t('apiTokens.details.by', {
      when: when(at),
      name: name ?? t('apiTokens.details.unavailable'),
    });
  const lines: [string, string][] = [
    [t('apiTokens.details.token'), t('apiTokens.details.prefix', { prefix: token.prefix })],
    [t('apiTokens.details.actsAs'), actsAs],
    [t('apiTokens.details.created'), by(token.createdAt, token.createdByName)],
    [
      token.status === 'expired' ? t('apiTokens.details.expired') : t('apiTokens.details.expires'),
      token.expiresAt ? when(token.expiresAt) : t('apiTokens.details.never'),
    ],
    [
      t('apiTokens.details.lastUsed'),
      token.lastUsedAt ? when(token.lastUsedAt) : t('apiTokens.details.neverUsed'),
    ],
  ];
  if (token.revokedAt) {
    lines.push([t('apiTokens.details.revoked'), by(token.revokedAt, token.revokedByName)]);
  }
  return lines;
}
