import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { CheckSessions, LiveHub } from '../live/hub.ts';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import { headersOf } from './auth-routes.ts';

const HEARTBEAT_MS = 25_000;

/**
 * One server-sent-events stream per browser tab, carrying change notices (topics, no ids and
 * no row data). The stream is a reply like any other, so it gets the security headers.
 */
export function registerLiveRoute(
  app: FastifyInstance,
  deps: { auth: Auth; hub: LiveHub; checkSessions: CheckSessions },
) {
  app.get('/api/live', async (request, reply) => {
    const session = await deps.auth.api.getSession({ headers: headersOf(request) });
    if (!session) return reply.status(401).send({ message: SIGN_IN_MESSAGE });
    const sessionId = session.session.id;
    const siteKey = (await deps.checkSessions([sessionId])).get(sessionId) ?? null;

    const stream = new PassThrough();
    const send = (event: string, data: unknown) => {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const heartbeat = setInterval(() => {
      if (!stream.writableEnded) stream.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    const remove = deps.hub.add({
      userId: session.user.id,
      sessionId,
      siteKey,
      send,
      end: () => stream.end(),
    });
    const stop = () => {
      clearInterval(heartbeat);
      remove();
    };
    request.raw.on('close', stop);
    stream.on('close', stop);
    send('connected', { siteKey });
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  });
}
