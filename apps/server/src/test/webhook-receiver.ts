import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TWebhookPayload } from '@craftwork/domain/integrations/webhooks';

/**
 * A webhook receiver on 127.0.0.1 for the tests, written the way a customer would write one:
 * it checks each delivery's signature itself, from the raw bytes received, the header and the
 * endpoint's secret, with node:crypto only (not the product's verify function), so a test that
 * passes shows the format can be checked by anyone holding the secret.
 */

export type TReceived = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the request arrived (ms since the epoch, this process's clock). */
  at: number;
  /** The receiver's own signature check, with the secret it holds for the path. */
  verified: boolean;
  /** What the receiver answered. */
  answered: number;
};

export type WebhookReceiver = {
  url: (path: string) => string;
  /** The secret the receiver checks a path's deliveries with. */
  setSecret: (path: string, secret: string) => void;
  /** The status codes a path answers, one per request in turn; the last repeats (default 200). */
  answer: (path: string, statuses: number[]) => void;
  received: (path: string) => TReceived[];
  close: () => Promise<void>;
};

/** A received delivery's JSON body. */
export const payloadOf = (r: TReceived) => JSON.parse(r.body) as TWebhookPayload;
/** A received delivery's header, by its name as the docs write it. */
export const headerOf = (r: TReceived, name: string) => r.headers[name.toLowerCase()];

const TOLERANCE_SECONDS = 300;

/**
 * `Craftwork-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>." + raw body>`: true
 * when a v1 value matches and the timestamp is within five minutes of `nowSeconds`.
 */
export function receiverVerifies(
  secret: string,
  header: string | string[] | undefined,
  rawBody: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (typeof header !== 'string') return false;
  let timestamp = '';
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.split('=', 2);
    if (key === 't') timestamp = value;
    if (key === 'v1') candidates.push(value);
  }
  if (!/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), rawBody]))
    .digest();
  return candidates.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secrets = new Map<string, string>();
  const scripts = new Map<string, number[]>();
  const log: TReceived[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://receiver').pathname;
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(path);
      const script = scripts.get(path) ?? [200];
      const seen = log.filter((r) => r.path === path).length;
      const answered = script[Math.min(seen, script.length - 1)] ?? 200;
      log.push({
        path,
        headers: request.headers,
        body: raw.toString('utf8'),
        at: Date.now(),
        verified:
          secret !== undefined &&
          receiverVerifies(secret, request.headers['craftwork-signature'], raw),
        answered,
      });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setSecret: (path, secret) => void secrets.set(path, secret),
    answer: (path, statuses) => void scripts.set(path, statuses),
    received: (path) => log.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type TTruthy<T> = Exclude<T, undefined | null | false | 0 | ''>;

/** Polls `check` until it answers something truthy, and answers that. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  timeoutMs = 30_000,
): Promise<TTruthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as TTruthy<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
