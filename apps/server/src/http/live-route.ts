import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import type { LiveHub } from '../live/hub.ts';
import { headersOf } from './auth-routes.ts';

/** One server-sent-events stream per browser tab, carrying change notices (no row data). */
export function registerLiveRoute(
  app: FastifyInstance,
  deps: { auth: Auth; hub: LiveHub; currentSiteKey: (userId: string) => Promise<string | null> },
) {
  app.get('/api/live', async (request, reply) => {
    const session = await deps.auth.api.getSession({ headers: headersOf(request) });
    if (!session) return reply.status(401).send({ message: 'Please sign in.' });
    const siteKey = await deps.currentSiteKey(session.user.id);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const send = (event: string, data: unknown) => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const remove = deps.hub.add({ userId: session.user.id, siteKey, send });
    send('connected', { siteKey });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  });
}
