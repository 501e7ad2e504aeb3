import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/**
 * Up to this size an answer is compressed in one call on the event loop (well under a
 * millisecond for a 32 KB page); larger ones go to libuv's thread pool. zlib's asynchronous
 * path streams the body through the pool in 16 KB chunks, one round trip each, and costs the
 * event loop more than the whole one-shot compression of a list page does; under load those
 * round trips also queue behind password hashing and the session checks' WebCrypto work on the
 * same four threads (issue 38).
 */
export const COMPRESS_ON_LOOP_MAX_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 of 11: most of the gain at a small share of the time, per request.
const brotliOptions = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const GZIP_OPTIONS = { level: 6 };
const encoders = {
  br: (body: Buffer) =>
    body.length <= COMPRESS_ON_LOOP_MAX_BYTES
      ? brotliCompressSync(body, brotliOptions(body))
      : brotli(body, brotliOptions(body)),
  gzip: (body: Buffer) =>
    body.length <= COMPRESS_ON_LOOP_MAX_BYTES
      ? gzipSync(body, GZIP_OPTIONS)
      : gzipAsync(body, GZIP_OPTIONS),
};

/** The body encoded as `encoding`: at once up to COMPRESS_ON_LOOP_MAX_BYTES, else a promise. */
export function compressBody(
  body: Buffer,
  encoding: keyof typeof encoders,
): Buffer | Promise<Buffer> {
  return encoders[encoding](body);
}
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
    const compressed = await compressBody(body, encoding);
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}
