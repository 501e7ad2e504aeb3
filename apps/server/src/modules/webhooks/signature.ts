import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatSignatureHeader,
  formatStandardSignature,
  isTimestampFresh,
  parseSignatureHeader,
  signedContent,
  SIGNATURE_TOLERANCE_SECONDS,
  STANDARD_WEBHOOK_HEADERS,
  standardSignedContent,
  standardWebhookKeyText,
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
 * The Standard Webhooks headers of a body sent now (decision 213): the event id, the time, and
 * `v1,<base64 HMAC-SHA256 of "<id>.<t>.<body>">` keyed with the secret's tail read as base64.
 * None when the secret has no base64 tail (ours always have one).
 */
export function standardWebhookHeaders(
  secret: string,
  eventId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const keyText = standardWebhookKeyText(secret);
  if (keyText === null) return {};
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', Buffer.from(keyText, 'base64'))
    .update(standardSignedContent(eventId, timestamp, body))
    .digest('base64');
  return {
    [STANDARD_WEBHOOK_HEADERS.id]: eventId,
    [STANDARD_WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [STANDARD_WEBHOOK_HEADERS.signature]: formatStandardSignature(signature),
  };
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
