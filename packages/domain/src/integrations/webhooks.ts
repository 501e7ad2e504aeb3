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

/**
 * The Standard Webhooks headers (standardwebhooks.com, decision 213), sent beside ours so the
 * `standardwebhooks` libraries verify a delivery with the endpoint's secret as shown.
 */
export const STANDARD_WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/**
 * The body every delivery carries (JSON). `id` is the event's: a replay keeps it. `sequence`
 * grows with each event of the site (webhook-payloads.ts has each event's shape).
 */
export type TWebhookPayload = {
  id: string;
  type: TWebhookDeliveryEvent;
  createdAt: string;
  siteKey: string;
  sequence: number;
  data: Record<string, unknown>;
};

/** Receivers should refuse a signature older (or newer) than this: it stops replayed captures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What is signed: the timestamp, a dot, and the raw body exactly as sent. */
export function signedContent(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** What Standard Webhooks signs: the event id, the timestamp and the raw body, dot-separated. */
export function standardSignedContent(eventId: string, timestamp: number, body: string): string {
  return `${eventId}.${timestamp}.${body}`;
}

/**
 * The Standard Webhooks key of a secret: its part after 'whsec_' read as base64. Our secrets'
 * hex tails are valid base64 (64 characters of 0-9a-f, 48 bytes), so the libraries accept the
 * secret exactly as the page showed it. Null when the tail is not base64 of 18 bytes or more.
 */
export function standardWebhookKeyText(secret: string): string | null {
  const tail = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  return /^(?:[A-Za-z0-9+/]{4}){6,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(tail)
    ? tail
    : null;
}

/** `v1,<base64 HMAC-SHA256 of standardSignedContent>` (space-separated when several). */
export function formatStandardSignature(base64Signature: string): string {
  return `v1,${base64Signature}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of signedContent(t, body)>` */
export function formatSignatureHeader(timestamp: number, hexSignature: string): string {
  return `t=${timestamp},v1=${hexSignature}`;
}

/**
 * Secrets: 'whsec_' and 32 random bytes in hex, shown once when made or rotated. Ours signs
 * with the whole string as the key; Standard Webhooks with the tail read as base64.
 */
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

/** Loopback, private, link-local, CGNAT, "this network", documentation, multicast, reserved. */
function isPrivateIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
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
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224
  );
}

/**
 * An IPv6 address → its eight 16-bit groups, or null when it is not one. Accepts the textual
 * forms of RFC 4291 (`::` once, a dotted IPv4 address as the last 32 bits); no zone ids.
 */
function ipv6Groups(host: string): number[] | null {
  let text = host;
  const dotted = /(^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[2]) {
    const v4 = ipv4(dotted[2]);
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, text.length - dotted[2].length) + hex;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const explicit = [...head, ...tail];
  if (!explicit.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  if (halves.length === 1 ? explicit.length !== 8 : explicit.length > 7) return null;
  const zeros: string[] = Array.from({ length: 8 - explicit.length }, () => '0');
  return [...head, ...zeros, ...tail].map((g) => parseInt(g, 16));
}

/** Two 16-bit groups → the IPv4 address they spell. */
const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

/**
 * The IPv4 addresses an IPv6 address carries and that a packet to it may end up at:
 * IPv4-compatible ::/96 (which holds :: and ::1), IPv4-mapped ::ffff:0:0/96, IPv4-translated
 * ::ffff:0:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 (bits 16-47) and Teredo 2001:0::/32
 * (server in bits 32-63, client inverted in the last 32 bits).
 */
function embeddedIpv4(g: number[]): number[][] {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  const last = ipv4Of(g6, g7);
  const zeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUntil(6)) return [last];
  if (zeroUntil(5) && g5 === 0xffff) return [last];
  if (zeroUntil(4) && g4 === 0xffff && g5 === 0) return [last];
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return [last];
  if (g0 === 0x2002) return [ipv4Of(g1 ?? 0, g2 ?? 0)];
  if (g0 === 0x2001 && g1 === 0)
    return [ipv4Of(g2 ?? 0, g3 ?? 0), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}

/**
 * IPv6 ranges that are not reachable on the internet (IANA special-purpose registry), besides
 * those judged by the IPv4 address they carry. NAT64's local-use 64:ff9b:1::/48 is refused
 * whole: where its IPv4 address sits depends on the local prefix length (RFC 6052).
 */
function isPrivateIpv6([g0 = 0, g1 = 0, g2 = 0, g3 = 0]: number[]): boolean {
  return (
    (g0 === 0x64 && g1 === 0xff9b && g2 === 1) || // 64:ff9b:1::/48 local-use NAT64
    (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) || // 100::/64 discard-only
    (g0 === 0x2001 && g1 === 0x2 && g2 === 0) || // 2001:2::/48 benchmarking
    (g0 === 0x2001 && g1 === 0xdb8) || // 2001:db8::/32 documentation
    (g0 & 0xfff0) === 0x3ff0 || // 3fff::/20 documentation
    g0 === 0x5f00 || // 5f00::/16 segment routing
    (g0 & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (g0 & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (g0 & 0xffc0) === 0xfec0 || // fec0::/10 site-local (deprecated)
    (g0 & 0xff00) === 0xff00 // ff00::/8 multicast
  );
}

/**
 * Whether an address (IPv4, or IPv6 with or without brackets) points to this machine or a
 * network not reachable on the internet. An IPv6 address is also judged by every IPv4 address
 * it carries; one that cannot be read is refused. Not an IP address at all: false.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4(host);
  if (v4) return isPrivateIpv4(v4);
  if (!host.includes(':')) return false;
  const groups = ipv6Groups(host);
  if (!groups) return true;
  return isPrivateIpv6(groups) || embeddedIpv4(groups).some(isPrivateIpv4);
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
