import { createHmac } from 'node:crypto';
import {
  formatSignatureHeader,
  formatStandardSignature,
  signedContent,
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
