import { MAX_SIGNATURE_BYTES } from '@craftwork/domain/billing/estimates';
import { ERROR_MESSAGES } from '@craftwork/domain/errors/errors';
import { isProcedure, ORPCError } from '@orpc/server';
import type { StandardHandlerOptions, StandardHandlerPlugin } from '@orpc/server/standard';
import { SIGN_IN_MESSAGE } from '../errors.ts';
import type { RequestContext } from '../rpc/context.ts';
import { router } from '../router.ts';

/**
 * What an RPC call may send as its body, decided from its headers and the caller's session
 * before oRPC reads a byte of it (decision 187): oRPC reads and parses the whole body (a
 * multipart one into memory) before any middleware, guard or CSRF check runs.
 */
export const BODY_LIMITS = {
  /** A signed-in caller's JSON body. */
  json: 1024 * 1024,
  /**
   * A signed-out caller's JSON body: the public forms (sign-up, password reset, an invitation,
   * an estimate's answer) carry a few texts of at most 5,000 characters.
   */
  signedOut: 32 * 1024,
  /** The most any upload may send, whatever its schema admits (the photos of one upload). */
  upload: 100 * 1024 * 1024,
} as const;

/** Public procedures whose body is larger than a signed-out caller's default. */
const SIGNED_OUT_LIMITS: Record<string, number> = {
  // The drawn signature travels as a PNG data URL.
  'estimateApproval.approve': MAX_SIGNATURE_BYTES + BODY_LIMITS.signedOut,
};

export const BODY_MESSAGES = {
  jsonOnly: ERROR_MESSAGES.jsonOnly,
  jsonOrFiles: 'This request takes JSON, or files as multipart/form-data.',
} as const;

/** The header oRPC's CSRF plugin asks for, and its answer when it is missing. */
export const CSRF_HEADER = { name: 'x-csrf-token', value: 'orpc' } as const;
export const CSRF_ERROR = new ORPCError('CSRF_TOKEN_MISMATCH', {
  status: 403,
  message: 'Invalid CSRF token',
});

type TZodDef = {
  type?: string;
  checks?: { _zod?: { def?: { check?: string; maximum?: number } } }[];
  [key: string]: unknown;
};
const defOf = (schema: unknown): TZodDef =>
  (schema as { _zod?: { def?: TZodDef } } | undefined)?._zod?.def ?? {};
const maximumOf = (def: TZodDef, check: string) =>
  def.checks?.find((c) => c._zod?.def?.check === check)?._zod?.def?.maximum ?? Infinity;

/**
 * The most bytes of files an input schema admits: 0 when it takes no file, Infinity when a
 * file or a list of files has no bound.
 */
export function fileBytesOf(schema: unknown, depth = 0): number {
  if (depth > 30) return 0;
  const def = defOf(schema);
  const inner = (child: unknown) => fileBytesOf(child, depth + 1);
  switch (def.type) {
    case 'file':
      return maximumOf(def, 'max_size');
    case 'object':
      return Object.values(def.shape as Record<string, unknown>).reduce<number>(
        (sum, child) => sum + inner(child),
        0,
      );
    case 'array': {
      const each = inner(def.element);
      return each === 0 ? 0 : each * maximumOf(def, 'max_length');
    }
    case 'union':
      return Math.max(0, ...(def.options as unknown[]).map(inner));
    case 'pipe':
      return Math.max(inner(def.in), inner(def.out));
    case 'intersection':
      return inner(def.left) + inner(def.right);
    case 'record':
    case 'map':
    case 'set':
      return inner(def.valueType) === 0 ? 0 : Infinity;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    default:
      return 0;
  }
}

type TBodyRule = {
  /** The largest multipart body, or null: the procedure takes no file. */
  multipart: number | null;
  /** The largest body from a signed-out caller. */
  signedOut: number;
};

/** Each procedure's rule by its RPC path ("/craftRecords/addPhotos"), as oRPC matches it. */
function rulesOf(node: unknown, path: string[] = [], rules = new Map<string, TBodyRule>()) {
  if (isProcedure(node)) {
    const files = fileBytesOf(node['~orpc'].inputSchema);
    rules.set(`/${path.map(encodeURIComponent).join('/')}`, {
      multipart: files === 0 ? null : Math.min(files + BODY_LIMITS.json, BODY_LIMITS.upload),
      signedOut: SIGNED_OUT_LIMITS[path.join('.')] ?? BODY_LIMITS.signedOut,
    });
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) rulesOf(child, [...path, key], rules);
  }
  return rules;
}

let rules: Map<string, TBodyRule> | null = null;
/** A path no procedure has (oRPC reads no body for it) gets the strictest rule. */
const UNKNOWN: TBodyRule = { multipart: null, signedOut: BODY_LIMITS.signedOut };

/** The rule of the procedure at a dotted path ("craftRecords.addPhotos"), for tests. */
export function bodyRuleOf(dottedPath: string): TBodyRule {
  rules ??= rulesOf(router);
  return rules.get(`/${dottedPath.split('.').map(encodeURIComponent).join('/')}`) ?? UNKNOWN;
}

type TBodyRequest = {
  method: string;
  pathname: string;
  headers: Record<string, string | string[] | undefined>;
  signedIn: boolean;
};

const header = (headers: TBodyRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Why a call's body is refused before it is read, or null when it may be read. */
export function bodyRefusal(request: TBodyRequest): ORPCError<string, unknown> | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  // The CSRF plugin's own check runs after the body is parsed: a forged post is not read.
  if (request.headers[CSRF_HEADER.name] !== CSRF_HEADER.value) return CSRF_ERROR;
  const length = Number(header(request.headers, 'content-length'));
  if (!Number.isSafeInteger(length) || length < 0)
    return new ORPCError('LENGTH_REQUIRED', {
      status: 411,
      message: ERROR_MESSAGES.lengthRequired,
    });
  rules ??= rulesOf(router);
  const rule = rules.get(`/${request.pathname.replace(/^\/|\/$/g, '')}`) ?? UNKNOWN;
  // oRPC parses JSON when the type is absent or JSON; anything else becomes a file or a form.
  const type = (header(request.headers, 'content-type') ?? '').trim().toLowerCase();
  const json =
    (type === '' || type.startsWith('application/json')) &&
    header(request.headers, 'content-disposition') === undefined;
  const multipart = !json && type.startsWith('multipart/form-data');
  if (!json && !(multipart && rule.multipart !== null))
    return new ORPCError('UNSUPPORTED_MEDIA_TYPE', {
      message: rule.multipart === null ? BODY_MESSAGES.jsonOnly : BODY_MESSAGES.jsonOrFiles,
    });
  // Files are sent signed in only: a signed-out caller never gets an upload's limit.
  if (multipart && !request.signedIn)
    return new ORPCError('UNAUTHORIZED', { message: SIGN_IN_MESSAGE });
  const limit = !request.signedIn
    ? rule.signedOut
    : multipart
      ? (rule.multipart ?? BODY_LIMITS.json)
      : BODY_LIMITS.json;
  if (length > limit)
    return new ORPCError('PAYLOAD_TOO_LARGE', { message: ERROR_MESSAGES.tooLarge });
  return null;
}

/**
 * Refuses an RPC body by its headers and the caller's session before oRPC reads it: JSON within
 * the caller's limit, multipart only to a procedure that takes files, within its schema's file
 * sizes (decision 187).
 */
export class RequestBodyPlugin implements StandardHandlerPlugin<RequestContext> {
  init(options: StandardHandlerOptions<RequestContext>) {
    options.interceptors ??= [];
    options.interceptors.unshift(async (call) => {
      const refusal = bodyRefusal({
        method: call.request.method,
        pathname: call.prefix
          ? call.request.url.pathname.replace(call.prefix, '')
          : call.request.url.pathname,
        headers: call.request.headers,
        signedIn: call.context.session !== null,
      });
      if (refusal) throw refusal;
      return call.next();
    });
  }
}
