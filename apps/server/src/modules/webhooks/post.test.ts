import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, PRIVATE_ADDRESS_ERROR, publicLookup, type TResolve } from './post.ts';

/** One POST to a receiver on 127.0.0.1 that behaves as `handle` says. */

type THandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function receiverAt(handle: THandler) {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const options = { timeoutMs: 500, allowPrivate: true };

describe('postJson', () => {
  it('sends the body and headers as given and answers the status code', async () => {
    let seen: { body: string; headers: http.IncomingHttpHeaders } | null = null;
    const url = await receiverAt((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen = { body: Buffer.concat(chunks).toString(), headers: request.headers };
        response.writeHead(202).end();
      });
    });
    const body = '{"id":"evt_1","text":"naïve ✓"}';
    expect(await postJson(`${url}/in`, body, { 'Craftwork-Event': 'ping' }, options)).toEqual({
      statusCode: 202,
    });
    expect(seen).toMatchObject({
      body,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'craftwork-event': 'ping',
      },
    });
  });

  it('does not follow a redirect', async () => {
    const hits: string[] = [];
    const url = await receiverAt((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(302, { location: '/elsewhere' }).end();
    });
    expect(await postJson(`${url}/in`, '{}', {}, options)).toEqual({ statusCode: 302 });
    expect(hits).toEqual(['/in']);
  });

  it('gives up on a receiver that does not answer', async () => {
    const url = await receiverAt(() => {});
    const outcome = await postJson(`${url}/in`, '{}', {}, { ...options, timeoutMs: 300 });
    expect(outcome).toMatchObject({ error: expect.stringMatching(/^No answer within/) });
  });

  it('drops the connection of a receiver that answers but never ends its body', async () => {
    let closed = false;
    const url = await receiverAt((request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => response.write('.'), 20);
      response.on('close', () => {
        clearInterval(drip);
        closed = true;
      });
    });
    expect(await postJson(`${url}/in`, '{}', {}, options)).toEqual({ statusCode: 200 });
    await new Promise((resolve) => setTimeout(resolve, options.timeoutMs + 300));
    expect(closed).toBe(true);
  });

  it('refuses a private address unless allowed, without connecting', async () => {
    let hit = false;
    const url = await receiverAt((_request, response) => {
      hit = true;
      response.end();
    });
    const strict = { ...options, allowPrivate: false };
    expect(await postJson(`${url}/in`, '{}', {}, strict)).toEqual({ error: PRIVATE_ADDRESS_ERROR });
    const viaName = url.replace('127.0.0.1', 'localhost');
    expect(await postJson(`${viaName}/in`, '{}', {}, strict)).toEqual({
      error: PRIVATE_ADDRESS_ERROR,
    });
    expect(hit).toBe(false);
  });
});

/** A resolver that answers every name with `addresses`, as a DNS server under someone's control might. */
function resolverAnswering(...addresses: string[]): TResolve {
  return (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
}

/** Runs `publicLookup` once as Node's connect would, with `all` on or off. */
function lookUp(resolve: TResolve, all: boolean) {
  return new Promise<{ error: Error | null; result: unknown }>((resolved) => {
    publicLookup(resolve)('hooks.example.com', { all }, (error, address, family) =>
      resolved({ error, result: all ? address : { address, family } }),
    );
  });
}

describe('the address connected to, after DNS', () => {
  it.each([
    ['127.0.0.1'],
    ['::7f00:1'],
    ['::ffff:a9fe:a9fe'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b::7f00:1'],
    ['64:ff9b:1::808:808'],
    ['2002:a00:1::1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['fd00::1'],
  ])(
    'refuses a name that resolves to %s, with or without a public answer beside it',
    async (address) => {
      for (const answers of [[address], ['93.184.216.34', address]]) {
        for (const all of [false, true]) {
          const { error } = await lookUp(resolverAnswering(...answers), all);
          expect(error?.message).toBe(PRIVATE_ADDRESS_ERROR);
        }
      }
    },
  );

  it.each([['93.184.216.34'], ['64:ff9b::808:808'], ['2002:808:808::1'], ['2606:4700::1111']])(
    'passes on a name that resolves to %s',
    async (address) => {
      const family = address.includes(':') ? 6 : 4;
      expect(await lookUp(resolverAnswering(address), false)).toEqual({
        error: null,
        result: { address, family },
      });
      expect(await lookUp(resolverAnswering(address), true)).toEqual({
        error: null,
        result: [{ address, family }],
      });
    },
  );

  it('sends nothing to a name whose answer is NAT64 for link-local, nor to that address itself', async () => {
    const strict = { ...options, allowPrivate: false };
    const viaName = await postJson(
      'https://metadata.example.com/in',
      '{}',
      {},
      {
        ...strict,
        resolve: resolverAnswering('64:ff9b::a9fe:a9fe'),
      },
    );
    expect(viaName).toEqual({ error: PRIVATE_ADDRESS_ERROR });
    for (const literal of ['[64:ff9b::a9fe:a9fe]', '[::169.254.169.254]', '[2002:a9fe:a9fe::1]']) {
      expect(await postJson(`https://${literal}/in`, '{}', {}, strict)).toEqual({
        error: PRIVATE_ADDRESS_ERROR,
      });
    }
  });
});
