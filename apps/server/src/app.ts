import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ORPCError, ValidationError } from '@orpc/server';
import { RPCHandler } from '@orpc/server/fastify';
import { SimpleCsrfProtectionHandlerPlugin } from '@orpc/server/plugins';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createAuth } from './auth/auth.ts';
import { createSessionCheck } from './auth/session-check.ts';
import type { Database } from './db/client.ts';
import type { TEnv } from './env.ts';
import { headersOf, registerAuthRoutes } from './http/auth-routes.ts';
import { registerCompression } from './http/compression.ts';
import {
  answerFirstScreen,
  firstScreenCalls,
  firstScreenModules,
  pageWithFirstScreen,
  readIndexHtml,
} from './http/first-screen.ts';
import { chunkFiles, manifestReader, modulePreloadLinks } from './http/screen-chunks.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { containsNul, NUL_MESSAGE, registerInputGuard } from './http/input-guard.ts';
import { registerLiveRoute } from './http/live-route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { JOBS_SCHEMA, startJobs } from './jobs/jobs.ts';
import { createAppOutbox, startOutboxJobs } from './jobs/outbox-jobs.ts';
import { OUTBOX_CHANNEL } from './outbox/outbox.ts';
import { deliveryDeps } from './modules/webhooks/index.ts';
import { createWebhookDispatcher } from './modules/webhooks/index.ts';
import { startWebhookJobs } from './modules/webhooks/index.ts';
import { ssoSignInRules } from './modules/sso/index.ts';
import { createLiveHub } from './live/hub.ts';
import { findStreamSessions } from './live/stream-sessions.ts';
import { createMailer } from './mail/mailer.ts';
import { createFileStorage } from './storage/file-storage.ts';
import { registerEstimateRoutes } from './http/estimate-routes.ts';
import { registerFileRoutes } from './http/file-routes.ts';
import { registerReportRoutes } from './http/report-routes.ts';
import { registerInvoiceRoutes } from './http/invoice-routes.ts';
import { registerInspectionRoutes } from './http/inspection-routes.ts';
import { registerUserPhotoRoute } from './http/user-photo-route.ts';
import { registerPublicApiRoute } from './http/public-api-route.ts';
import { registerScimRoutes } from './http/scim-routes.ts';
import type { Services, TReportQueue } from './rpc/context.ts';
import { generateReportFiles } from './modules/reports/index.ts';
import { reportLinkSecret } from './modules/reports/index.ts';
import { CSRF_ERROR, CSRF_HEADER, RequestBodyPlugin } from './http/request-bodies.ts';
import { router } from './router.ts';
import { wireModules } from './wiring.ts';
import { requestContext } from './http/request-context.ts';

export type AppOptions = {
  env: TEnv;
  db: Database;
  databaseUrl: string;
  secret: string;
  log?: (message: string) => void;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The service worker (sw.js), its Workbox runtime (workbox-<hash>.js) and the web app manifest. */
const ALWAYS_REVALIDATED = /^(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;
/** A built file's name without the `.br`/`.gz` of the precompressed copy sent in its place. */
const servedName = (filePath: string) => path.basename(filePath).replace(/\.(br|gz)$/, '');
/** The built scripts' source maps: never served (issue 31 #9). */
const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/** Input validation failures answer with the first issue's message, which users can act on. */
function clearValidationMessage(error: unknown): unknown {
  if (
    error instanceof ORPCError &&
    error.code === 'BAD_REQUEST' &&
    error.cause instanceof ValidationError
  ) {
    const first = error.cause.issues[0];
    return new ORPCError('BAD_REQUEST', {
      message: first?.message ?? 'Invalid input.',
      data: {
        issues: error.cause.issues.map((i) => ({
          path: i.path?.map(String) ?? [],
          message: i.message,
        })),
      },
    });
  }
  return error;
}

export async function buildApp(options: AppOptions) {
  const { env, db } = options;
  wireModules();
  const log = options.log ?? ((message: string) => console.log(message));
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    forceCloseConnections: true,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  const mailer = createMailer(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const auth = createAuth({
    db,
    ssoRules: ssoSignInRules,
    mailer,
    publicUrl: env.publicUrl,
    secret: options.secret,
    trustedOrigins: env.trustedOrigins,
    trustSameOrigin: env.trustSameOrigin,
    quiet: env.LOG_LEVEL === 'silent',
  });
  const signedIn = createSessionCheck(auth, db);
  const storage = await createFileStorage(env);
  // Until the jobs start (and whenever they are off), a report is generated in this process
  // right after the call answers; closing the app waits for those still running.
  const inline = new Set<Promise<void>>();
  const reportQueue: TReportQueue = {
    generate: async (reportDataId) => {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => generateReportFiles(services, reportDataId))
        .catch((error: unknown) => log(`Reports: ${String(error)}`))
        .finally(() => inline.delete(run));
      inline.add(run);
    },
  };
  const linkSecret = reportLinkSecret(options.secret);
  const services: Services = { env, db, auth, mailer, storage, log, linkSecret, reportQueue };
  const checkSessions = (sessionIds: readonly string[]) => findStreamSessions(db, sessionIds);
  // New webhook deliveries are announced on the live feed once committed (decision 182).
  const webhookDeps = deliveryDeps(db, env, log);
  const webhooks = createWebhookDispatcher(webhookDeps);
  // The side effects of writes leave through the outbox once committed (decision 208): the
  // commit's notice wakes the dispatcher, and a pass at boot delivers what a stopped process left.
  const outbox = createAppOutbox(db, { mailer, log });
  const hub = createLiveHub(options.databaseUrl, checkSessions, log, {
    onChange: webhooks.onChange,
    channels: { [OUTBOX_CHANNEL]: outbox.kick },
  });

  registerCompression(app);
  registerSecurityHeaders(app, { tls: env.publicUrl.startsWith('https:') });
  registerErrorHandler(app, log);
  registerInputGuard(app);
  registerAuthRoutes(app, { auth, db, env, log });
  registerLiveRoute(app, { auth, hub, checkSessions });
  app.get('/api/health', async () => ({ ok: true }));
  registerFileRoutes(app, { auth, db, storage, env, brand: env.BRAND });
  registerUserPhotoRoute(app, { auth, db, storage });
  registerReportRoutes(app, { auth, db, storage, linkSecret });
  registerInvoiceRoutes(app, { auth, db });
  registerInspectionRoutes(app, { auth, db, brand: env.BRAND });
  registerEstimateRoutes(app, { auth, db, storage });
  await registerPublicApiRoute(app, services);
  await registerScimRoutes(app, { db, env, log });

  const rpc = new RPCHandler(router, {
    plugins: [
      new SimpleCsrfProtectionHandlerPlugin({
        headerName: CSRF_HEADER.name,
        headerValue: CSRF_HEADER.value,
        error: CSRF_ERROR,
      }),
      new RequestBodyPlugin(),
    ],
    clientInterceptors: [
      async ({ next, input }) => {
        // PostgreSQL text cannot hold NUL characters: refuse them for every procedure at once.
        if (containsNul(input)) throw new ORPCError('BAD_REQUEST', { message: NUL_MESSAGE });
        try {
          return await next();
        } catch (error) {
          throw clearValidationMessage(error);
        }
      },
    ],
  });
  // oRPC parses bodies itself: the catch-all parser is scoped to the RPC prefix only.
  await app.register(async (scope) => {
    // oRPC reads request bodies itself, so Fastify's bodyLimit does not apply: RequestBodyPlugin
    // refuses a body by its headers and the caller's session before oRPC reads it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all('/rpc/*', async (request, reply) => {
      const session = await signedIn(headersOf(request));
      const context = requestContext(services, request, session);
      const { matched } = await rpc.handle(request, reply, { prefix: '/rpc', context });
      if (!matched) return reply.status(404).send({ message: 'Not found' });
    });
  });

  const webDist = path.resolve(env.WEB_DIST ?? defaultWebDist);
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // Source maps stay on the server (the build writes them hidden, for reading stack traces),
      // and so does the build's manifest (`.vite/`: what the server reads to name a screen's
      // scripts).
      allowedPath: (pathName) => !isSourceMap(pathName) && !pathName.includes('/.'),
      // The build writes brotli and gzip copies beside each text file (decision 196): sent as
      // they are to a browser that accepts them, with Vary: Accept-Encoding on every file.
      preCompressed: true,
      // Built assets carry a content hash in their names: cache them for good. The service
      // worker, its Workbox runtime and the manifest keep their names: always revalidated, so
      // a deploy reaches the browser's update check.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (ALWAYS_REVALIDATED.test(servedName(filePath))) {
          res.header('Cache-Control', 'no-cache');
          if (servedName(filePath).endsWith('.webmanifest'))
            res.header('Content-Type', 'application/manifest+json; charset=utf-8');
        }
      },
    });
  }
  // The SPA: unknown non-API GETs get index.html (read per request, so a rebuild is picked up).
  // (@fastify/static's own `public, max-age=0` would replace the header otherwise.)
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', webDist, { cacheControl: false });
  const hasIndex = () => existsSync(path.join(webDist, 'index.html'));
  // A signed-in navigation to a task list or the dashboard: the page with the screen's first
  // data in it, made for this user, so never stored by a shared cache (decision 218).
  const readManifest = manifestReader(webDist);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const calls = firstScreenCalls(pathname);
    if (calls.length === 0) return sendIndex(reply);
    const session = await signedIn(headersOf(request)).catch(() => null);
    if (!session) return sendIndex(reply);
    const [html, entries, manifest] = await Promise.all([
      readIndexHtml(path.join(webDist, 'index.html')),
      answerFirstScreen(calls, requestContext(services, request, session)),
      readManifest(),
    ]);
    if (entries.length === 0) return sendIndex(reply);
    const links = manifest
      ? modulePreloadLinks(chunkFiles(manifest, firstScreenModules(pathname)))
      : '';
    return reply
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(pageWithFirstScreen(html, entries, links));
  };
  app.get('/', (_request, reply) =>
    hasIndex() ? sendIndex(reply) : reply.status(404).send({ message: 'Not found' }),
  );
  app.setNotFoundHandler((request, reply) => {
    // A missing built file (an old build's chunk after a deploy) is a 404, not the page: the
    // app then offers Reload instead of failing on HTML where it expected a script.
    const notPage =
      ['/api/', '/rpc/', '/assets/'].some((prefix) => request.url.startsWith(prefix)) ||
      isSourceMap(request.url.split('?')[0] ?? '');
    if (request.method === 'GET' && !notPage && hasIndex()) return sendPage(request, reply);
    return reply.status(404).send({ message: 'Not found' });
  });

  const jobs =
    env.JOBS === 'on'
      ? await startJobs({ databaseUrl: options.databaseUrl, db, log, services })
      : null;
  if (jobs)
    reportQueue.generate = async (reportDataId) => void (await jobs.sendReport(reportDataId));
  if (jobs)
    webhooks.useJobs(await startWebhookJobs(jobs.boss, webhookDeps, { schema: JOBS_SCHEMA }));
  if (jobs) await startOutboxJobs(jobs.boss, db, outbox, log);
  outbox.kick();

  app.addHook('onClose', async () => {
    // Running jobs finish first (each KPI day is one transaction, so one cut short is retried).
    await jobs?.stop({ graceful: true });
    await Promise.all([...inline]);
    await outbox.close();
    await webhooks.close();
    await hub.close();
  });

  return { app, auth, hub, mailer, jobs };
}
