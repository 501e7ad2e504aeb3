import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_LINK_DAYS } from '@craftwork/domain/reports/download-mail';

/** The key of report download links, derived from the app's secret (never the secret itself). */
export function reportLinkSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('report-links').digest('hex');
}

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

const DAY_SECONDS = 24 * 60 * 60;

/** The signature of one file's link: HMAC-SHA256 of `id:format:expires` under the link key. */
export function reportLinkSignature(
  secret: string,
  id: string,
  format: TReportFormat,
  expires: number,
): string {
  return createHmac('sha256', secret).update(`${id}:${format}:${expires}`).digest('hex');
}

/** The path and query of a signed link expiring at `expires` (Unix seconds). */
export function signedReportPath(
  secret: string,
  id: string,
  format: TReportFormat,
  expires: number,
): string {
  const signature = reportLinkSignature(secret, id, format, expires);
  return `/api/reports/${encodeURIComponent(id)}/${format}?expires=${expires}&signature=${signature}`;
}

/** When links signed now expire: 7 days on, in whole seconds. */
export function linkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + REPORT_LINK_DAYS * DAY_SECONDS;
}

export type TLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * A link's query checked: a signature that does not match the id, format and expiry is
 * invalid (a changed expiry included); a matching one past its expiry has expired.
 */
export function checkReportLink(
  secret: string,
  id: string,
  format: TReportFormat,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): TLinkCheck {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(reportLinkSignature(secret, id, format, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
}
