import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatSignatureHeader,
  isTimestampFresh,
  parseSignatureHeader,
  signedContent,
  SIGNATURE_TOLERANCE_SECONDS,
} from '@craftwork/domain/integrations/webhooks';

/** Hex HMAC-SHA256 of `<t>.<body>` with the endpoint's secret (the whole 'whsec_…' string). */
export function signBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex');
}

/** The Craftwork-Signature header of a body sent now. */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return formatSignatureHeader(timestamp, signBody(secret, timestamp, body));
}

/**
 * What a receiver does (decision 182): parse the header, refuse a stale timestamp, recompute
 * the HMAC over the raw body and compare in constant time. Exported for the tests and as the
 * reference for receivers.
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !isTimestampFresh(parsed.timestamp, now, toleranceSeconds)) return false;
  const expected = Buffer.from(signBody(secret, parsed.timestamp, body), 'hex');
  return parsed.signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, 'hex')),
  );
}
