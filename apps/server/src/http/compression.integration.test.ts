import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFixture, PASSWORD } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** A hashed chunk and the page of a built web app, each with the build's .br and .gz copies. */
const CHUNK = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const PAGE = `<!doctype html><title>Craftwork</title>${'<meta name="x" content="y">'.repeat(60)}`;
const WORKER = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(200)}`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'craftwork-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, body: string, copies = true) => {
    writeFileSync(path.join(dir, file), body);
    if (!copies) return;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  };
  write('assets/index-Ab12Cd34.js', CHUNK);
  write('assets/tiny-Ef56Gh78.js', 'export {};', false);
  write('index.html', PAGE);
  write('sw.js', WORKER);
  return dir;
}

type TRaw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request as sent (node's fetch would ask for and undo compression by itself). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TRaw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

let t: TestApp;
let webDist: string;
let cookie: string;
beforeAll(async () => {
  webDist = fakeWebDist();
  t = await startTestApp({ WEB_DIST: webDist });
  const site = await createSiteFixture(t.db, 'SQUEEZE');
  const admin = await t.signIn(site.users.admin.email, PASSWORD);
  cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('built web files, compressed at build time', () => {
  const chunk = '/assets/index-Ab12Cd34.js';

  it('sends the brotli copy to a browser that accepts br, cached for good', async () => {
    const response = await raw(`${t.url}${chunk}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const response = await raw(`${t.url}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.body).toString()).toBe(CHUNK);
  });

  it('sends the file itself when the client accepts no encoding', async () => {
    const response = await raw(`${t.url}${chunk}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(CHUNK);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const response = await raw(`${t.url}/assets/tiny-Ef56Gh78.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('export {};');
  });

  it('keeps the page and the service worker revalidated when sent compressed', async () => {
    const headers = { 'accept-encoding': 'br' };
    const page = await raw(`${t.url}/home`, { headers });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);
    const worker = await raw(`${t.url}/sw.js`, { headers });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.body).toString()).toBe(WORKER);
  });
});

describe('JSON answers, compressed above 1 KB', () => {
  const rpc = (procedure: string, encoding: string) =>
    raw(`${t.url}/rpc/${procedure}`, {
      method: 'POST',
      headers: {
        'accept-encoding': encoding,
        'content-type': 'application/json',
        'x-csrf-token': 'orpc',
        origin: 'http://craftwork.test',
        cookie,
      },
      body: JSON.stringify({}),
    });

  it('compresses a large RPC answer with brotli, or gzip for a client without it', async () => {
    const br = await rpc('users/list', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const text = brotliDecompressSync(br.body).toString();
    expect(text.length).toBeGreaterThanOrEqual(1024);
    expect(br.body.length).toBeLessThan(text.length / 2);
    const gzip = await rpc('users/list', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    const plain = await rpc('users/list', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('sends a small RPC answer as it is', async () => {
    const response = await rpc('system/config', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.length).toBeLessThan(1024);
    expect(JSON.parse(response.body.toString())).toHaveProperty('json');
  });

  it('compresses the REST API document', async () => {
    const response = await raw(`${t.url}/api/v1/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toHaveProperty('openapi');
  });

  it('leaves the live feed a plain event stream, its first event sent at once', async () => {
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.get(
          `${t.url}/api/live`,
          { headers: { cookie, 'accept-encoding': 'br, gzip' } },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, text: chunk.toString() });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
        setTimeout(() => reject(new Error('no event within 5 s')), 5000);
      },
    );
    expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.text).toMatch(/^event: connected\n/);
  });
});
