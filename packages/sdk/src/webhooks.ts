import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures older or newer than this are refused: it stops replayed captures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type TParsedSignature = { timestamp: number; signatures: string[] };

/**
 * Reads a signature header; null when it has no timestamp or no v1 signature. Several v1
 * values are allowed (a receiver may then accept any of them), unknown keys are ignored.
 */
export function parseSignatureHeader(header: string | null | undefined): TParsedSignature | null {
  if (!header || header.length > 1000) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether a signature's timestamp is within the tolerance of `now` (either side). */
export function isTimestampFresh(
  timestamp: number,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  return Math.abs(Math.floor(now.getTime() / 1000) - timestamp) <= toleranceSeconds;
}

/**
 * Verifies a delivery's `Craftwork-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256>`)
 * over the raw body, with the endpoint's secret (the whole `whsec_…` string). `body` must be the
 * bytes as received, before any JSON parsing.
 */
export function verifyCraftworkSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now = new Date(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !isTimestampFresh(parsed.timestamp, now, toleranceSeconds)) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.timestamp}.${body}`).digest();
  return parsed.signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, 'hex')),
  );
}
