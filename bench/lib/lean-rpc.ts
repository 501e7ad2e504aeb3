// One RPC call as the server answers it, without the bench's own client costs: Node's fetch
// (undici) and the typed oRPC client add 1-2 ms of the bench process's time per call, which a
// browser's native fetch does not. node:http on a kept-alive socket, gzip accepted, the answer
// parsed from JSON. A benchmark prints this beside its figure to tell the server's part of a
// call from its client's; the figure itself is still measured through the typed client.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { TBenchClient } from './client.ts';

export function leanRpc(baseUrl: string, client: TBenchClient) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (procedure: string, input: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const body = JSON.stringify({ json: input });
      const request = http.request(
        `${baseUrl}/rpc/${procedure}`,
        {
          method: 'POST',
          agent,
          headers: {
            origin: baseUrl,
            cookie: client.cookieHeader(),
            'x-csrf-token': 'orpc',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': 'gzip',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (
              response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            ).toString();
            if (response.statusCode !== 200) {
              reject(new Error(`${procedure}: ${response.statusCode} ${text.slice(0, 200)}`));
              return;
            }
            resolve((JSON.parse(text) as { json: unknown }).json);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { call, close: () => agent.destroy() };
}
