import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from '@craftwork/domain/integrations/webhooks';

export type TPostOutcome = { statusCode: number } | { error: string };

export const PRIVATE_ADDRESS_ERROR = 'The address resolves to a private network address.';

/** dns.lookup asked for every answer: the seam a test puts a stub resolver in. */
export type TResolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: TResolve = (hostname, options, callback) =>
  lookup(hostname, options, callback);

/**
 * Resolves like dns.lookup, but refuses the name when any answer is private, loopback,
 * link-local or carries such an IPv4 address (isPrivateAddress): the check happens on the
 * addresses actually connected to, so a name re-pointed after registration (DNS rebinding)
 * cannot reach the server's own network. IP literals never come here (Node connects to them
 * without a lookup); postJson checks those itself.
 */
export function publicLookup(resolve: TResolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, list) => {
      if (error) return callback(error, '', 4);
      if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
        return callback(new Error(PRIVATE_ADDRESS_ERROR), '', 4);
      }
      const [first] = list;
      if (options.all || !first) return callback(null, list);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs a JSON body once: no redirects followed, the answer's body read and dropped, at most
 * `timeoutMs` in all (body included). Only the status code (or the error) is kept. Since no
 * redirect is followed, the address checked here and in the lookup is the only one connected to.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean; resolve?: TResolve },
): Promise<TPostOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ error: 'The address is not valid.' });
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isPrivateAddress(host)) {
    return Promise.resolve({ error: PRIVATE_ADDRESS_ERROR });
  }
  const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
  if (!client) return Promise.resolve({ error: 'The address is not valid.' });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: TPostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body).toString(),
          'User-Agent': 'Craftwork-Webhooks/1',
        },
        ...(options.allowPrivate ? {} : { lookup: publicLookup(options.resolve) }),
      },
      (response) => {
        response.resume();
        finish({ statusCode: response.statusCode ?? 0 });
        response.on('error', () => {});
      },
    );
    // The deadline covers the answer's body too: a receiver that answers and then trickles
    // bytes forever would otherwise hold the connection for good.
    const timer = setTimeout(() => {
      finish({ error: `No answer within ${Math.round(options.timeoutMs / 1000)} seconds.` });
      request.destroy();
    }, options.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code ? `${error.code}: ${error.message}` : error.message;
      finish({ error: reason.slice(0, 300) });
    });
    request.end(body);
  });
}
