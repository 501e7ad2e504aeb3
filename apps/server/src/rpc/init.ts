import { ORPCError, os } from '@orpc/server';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import {
  AppError,
  GENERIC_ERROR_MESSAGE,
  PERMISSION_ERROR_MESSAGE,
  SIGN_IN_MESSAGE,
} from '../errors.ts';
import { resolveScope, resolveSiteScope } from '../access/scope.ts';
import { sessionReaderLanguage } from '../i18n/reader-language.ts';
import { translateRefusal } from '../i18n/refusals.ts';
import { siteSource } from '../site-config/site-config.ts';
import type { RequestContext } from './context.ts';

const base = os.$context<RequestContext>();

/**
 * A refusal's message in the caller's language (issue 37): a signed-in person's own, else their
 * default site's, else English, read only now that a refusal is answered. The public REST API
 * (a token's call) and callers not signed in get the English text.
 */
async function readersMessage(context: RequestContext, message: string): Promise<string> {
  const user = context.session?.user;
  if (!user || context.apiToken || !message) return message;
  try {
    return translateRefusal(message, await sessionReaderLanguage(context.db, user));
  } catch (error) {
    context.log(`refusal language: ${String(error)}`);
    return message;
  }
}

/**
 * Maps service errors to RPC errors, their messages in the reader's language; anything
 * unexpected is logged and answered generically.
 */
const mapErrors = base.middleware(async ({ context, next, path }) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof ORPCError) {
      const message = await readersMessage(context, error.message);
      if (message === error.message) throw error;
      throw new ORPCError(error.code, {
        status: error.status,
        message,
        data: error.data,
        defined: error.defined,
        cause: error.cause,
      });
    }
    if (error instanceof AppError) {
      const data = error.reason ? { reason: error.reason } : undefined;
      const message = await readersMessage(context, error.message);
      throw new ORPCError(error.code, { message, data });
    }
    context.log(
      `procedure ${path.join('.')} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    throw new ORPCError('INTERNAL_SERVER_ERROR', {
      message: await readersMessage(context, GENERIC_ERROR_MESSAGE),
    });
  }
});

export const publicProcedure = base.use(mapErrors);

/** Refuses a caller who is not signed in (exported so a test can find it on each procedure). */
export const requireSession = base.middleware(({ context, next }) => {
  if (!context.session) throw new ORPCError('UNAUTHORIZED', { message: SIGN_IN_MESSAGE });
  return next({ context: { user: context.session.user } });
});

export const authedProcedure = publicProcedure.use(requireSession);

/**
 * Signed in, with an approved default site: carries the caller's Scope, and the site's
 * configuration, read at most once per request by whichever service needs it. Exported so a
 * test can find it on each procedure.
 */
export const requireApprovedSite = base
  .$context<RequestContext & { user: NonNullable<RequestContext['session']>['user'] }>()
  .middleware(async ({ context, next }) => {
    // An API token acts on its own site; a signed-in user on their default site, whose scope
    // the session check read with the session.
    const result = context.apiToken
      ? await resolveSiteScope(context.db, context.apiToken.siteKey, context.user.id)
      : (context.session?.scope ??
        (await resolveScope(context.db, context.user.id, context.user.defaultSiteKey)));
    if (result.kind !== 'approved') {
      throw new ORPCError('FORBIDDEN', { message: PERMISSION_ERROR_MESSAGE });
    }
    const { scope } = result;
    const read = context.apiToken ? undefined : context.session?.site;
    return next({ context: { scope, site: siteSource(context.db, scope.siteKey, read) } });
  });

export const siteProcedure = authedProcedure.use(requireApprovedSite);

export const siteAdminProcedure = siteProcedure.use(({ context, next }) => {
  if (!context.scope.permissions.isSiteAdmin) {
    throw new ORPCError('FORBIDDEN', { message: PERMISSION_ERROR_MESSAGE });
  }
  return next();
});

/**
 * The money screens' procedures (customers, price book, estimates, invoices): plant personnel,
 * site admins and users of the site's managing company (DECISIONS.md, "Money").
 */
export const moneyProcedure = siteProcedure.use(async ({ context, next }) => {
  const site = await context.site();
  const { scope } = context;
  const user = {
    permissions: scope.permissions,
    companyId: scope.companyId,
    managingCompanyId: site.managingCompanyId,
  };
  if (!mayUseScreen('invoices', user)) {
    throw new ORPCError('FORBIDDEN', { message: PERMISSION_ERROR_MESSAGE });
  }
  return next();
});
