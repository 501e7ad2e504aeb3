import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * JSON answers (RPC, REST /api/v1, errors), by their Content-Type (decision 196), and HTML made
 * per request (a page carrying its screen's first data, decision 218; the built page itself is
 * precompressed and arrives here already encoded).
 */
const COMPRESSED_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)(?:;|$)/i;
/** Below this the compressed answer saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encoders = {
  // Quality 4 of 11: most of the gain at a small share of the time, per request.
  br: (body: Buffer) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipAsync(body, { level: 6 }),
};
const negotiator = new Negotiator<keyof typeof encoders>({ supportedValues: ['br', 'gzip'] });

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '') reply.header('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current))
    reply.header('Vary', `${current}, Accept-Encoding`);
}

/**
 * Compresses JSON and HTML answers of at least 1 KB with brotli or gzip, as the request's
 * Accept-Encoding prefers, and says `Vary: Accept-Encoding` on every one. Only whole
 * bodies (a string or a buffer) are touched: streams — the live feed's server-sent events,
 * file downloads, CSV and PDF — pass as they are, never buffered. The built web files are
 * compressed at build time and sent by @fastify/static. Request bodies are never decompressed.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSED_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    addVary(reply);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES || reply.statusCode === 206) return payload;
    const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '');
    if (encoding === null) return payload;
    const compressed = await encoders[encoding](body);
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}
