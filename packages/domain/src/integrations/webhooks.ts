import { z } from 'zod';

/**
 * Webhooks (decision 182): the events a site admin may subscribe an HTTPS endpoint to, the
 * signature format receivers check, the retry schedule and the address rules. The HMAC itself
 * is computed by the server (node:crypto); here are the rules it and receivers share.
 */

export const WEBHOOK_EVENTS = [
  'task.created',
  'task.status_changed',
  'record.closed',
  'invoice.paid',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The admin's "Send test event": delivered to one endpoint, whatever it subscribed to. */
export const WEBHOOK_PING_EVENT = 'ping';
export type TWebhookDeliveryEvent = TWebhookEvent | typeof WEBHOOK_PING_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<TWebhookDeliveryEvent, string> = {
  'task.created': 'Task created',
  'task.status_changed': 'Task status changed',
  'record.closed': 'Craft record closed',
  'invoice.paid': 'Invoice paid',
  ping: 'Test event',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'Craftwork-Signature',
  event: 'Craftwork-Event',
  delivery: 'Craftwork-Delivery',
  eventId: 'Craftwork-Event-Id',
} as const;

/** The body every delivery carries (JSON). `id` is the event's: a replay keeps it. */
export type TWebhookPayload = {
  id: string;
  type: TWebhookDeliveryEvent;
  createdAt: string;
  siteKey: string;
  data: Record<string, unknown>;
};

/** Receivers should refuse a signature older (or newer) than this: it stops replayed captures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What is signed: the timestamp, a dot, and the raw body exactly as sent. */
export function signedContent(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of signedContent(t, body)>` */
export function formatSignatureHeader(timestamp: number, hexSignature: string): string {
  return `t=${timestamp},v1=${hexSignature}`;
}

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

/** Secrets: 'whsec_' and 32 random bytes in hex, shown once when made or rotated. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * Retries: pg-boss `retryLimit` 8 (nine tries in all), `retryDelay` 30 s, `retryBackoff` on.
 * pg-boss waits delay × 2^(n-1) × (1 + random) before retry n, so each wait lies between the
 * two bounds below.
 */
export const WEBHOOK_RETRY_LIMIT = 8;
export const WEBHOOK_RETRY_DELAY_SECONDS = 30;

export function retryWindows(
  retryDelaySeconds = WEBHOOK_RETRY_DELAY_SECONDS,
  retryLimit = WEBHOOK_RETRY_LIMIT,
): { retry: number; minSeconds: number; maxSeconds: number }[] {
  return Array.from({ length: retryLimit }, (_, i) => ({
    retry: i + 1,
    minSeconds: retryDelaySeconds * 2 ** i,
    maxSeconds: retryDelaySeconds * 2 ** (i + 1),
  }));
}

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const WEBHOOK_URL_MESSAGES = {
  invalid: 'Enter a full address such as https://erp.example.com/webhooks.',
  https: 'The address must start with https://.',
  credentials: 'The address may not contain a user name or password.',
  private:
    'The address points to this server or a private network; use an address reachable on the internet.',
  tooLong: `The address may have at most ${WEBHOOK_URL_MAX} characters.`,
} as const;

const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/** IPv4 dotted quad → its four numbers, or null. */
function ipv4(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/**
 * Loopback, private, link-local, carrier-grade NAT, "this network", multicast and reserved
 * addresses (IPv4, IPv6, and IPv4 mapped into IPv6). Not an IP address: false.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4(host);
  if (v4) {
    const [a = 0, b = 0] = v4;
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  if (host === '::' || host === '::1') return true;
  const first = parseInt(host.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (first & 0xff00) === 0xff00 || // ff00::/8 multicast
    host.startsWith('::ffff:') // mapped, written in hex
  );
}

/** Whether a host name (not an address) names this machine or a private network by itself. */
export function isPrivateHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[')) return isPrivateAddress(name);
  return !name.includes('.') || PRIVATE_NAMES.test(name) || isPrivateAddress(name);
}

/**
 * The refusal for an endpoint address, or null when it may be used. Only https:// addresses
 * on public hosts, unless `allowPrivate` (the server's WEBHOOKS_ALLOW_PRIVATE, for tests and
 * local setups) lifts both rules. The server checks the resolved address again at send time.
 */
export function webhookUrlProblem(value: string, allowPrivate: boolean): string | null {
  if (value.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_MESSAGES.tooLong;
  const parts = splitUrl(value);
  if (!parts) return WEBHOOK_URL_MESSAGES.invalid;
  if (parts.hasCredentials) return WEBHOOK_URL_MESSAGES.credentials;
  if (allowPrivate) return null;
  if (parts.scheme !== 'https') return WEBHOOK_URL_MESSAGES.https;
  if (isPrivateHostName(parts.host)) return WEBHOOK_URL_MESSAGES.private;
  return null;
}

/**
 * An http(s) address's scheme and host, or null. Strict on purpose: hosts written as bare
 * numbers or hex (`http://2130706433/`) are refused rather than interpreted; the server also
 * checks the address it normalised with the WHATWG URL parser.
 */
function splitUrl(value: string): { scheme: string; host: string; hasCredentials: boolean } | null {
  const m = /^(https?):\/\/([^/?#\\\s]+)([/?#][^\s]*)?$/i.exec(value);
  if (!m?.[1] || !m[2]) return null;
  const authority = m[2];
  const at = authority.lastIndexOf('@');
  const hostPort = authority.slice(at + 1);
  const hm = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.exec(hostPort);
  if (!hm?.[1]) return null;
  const host = hm[1].toLowerCase();
  const numeric = host.split('.').every((label) => /^(0x[0-9a-f]*|\d+)$/.test(label));
  if (numeric && !/^\d+\.\d+\.\d+\.\d+$/.test(host)) return null;
  if (hm[2] && Number(hm[2].slice(1)) > 65535) return null;
  if (host.startsWith('.') || host.includes('..')) return null;
  return { scheme: m[1].toLowerCase(), host, hasCredentials: at >= 0 };
}

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

/** The shape of an endpoint's form; the URL's rules are checked by the server (they need env). */
export const ZWebhookEndpointInput = z.object({
  url: z.string().trim().min(1, 'Enter the address.').max(WEBHOOK_URL_MAX),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  events: ZEvents,
  /** Off: added paused, getting no deliveries until switched on. */
  active: z.boolean().default(true),
});
export type TWebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;

export const ZWebhookEndpointUpdate = z.object({
  id: z.string().min(1).max(100),
  url: z.string().trim().min(1, 'Enter the address.').max(WEBHOOK_URL_MAX).optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  events: ZEvents.optional(),
  active: z.boolean().optional(),
});
