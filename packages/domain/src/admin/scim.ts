/**
 * SCIM 2.0 deprovisioning for company sign-in (issue 37 item 8, decision 232): what the
 * `/scim/v2` endpoint reads from an identity provider (RFC 7643/7644) and how it answers.
 * Entra ID and Okta push a person's removal as `active: false` (PUT or PATCH) or a DELETE; the
 * server then takes the person off the site. Only Users, only the attributes kept below, and
 * only the filters providers send to find a user before creating one.
 *
 * The texts here are the endpoint's answers to a provider's machine, in English: no screen
 * shows them, so they are not a `*_MESSAGES` group.
 */

import { z } from 'zod';
import { emailDomain } from './email-domain';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The media type of SCIM messages (RFC 7644 §8.1); plain JSON bodies are read too. */
export const SCIM_CONTENT_TYPE = 'application/scim+json';

export const SCIM_LIMITS = {
  userName: 320,
  externalId: 255,
  email: 320,
  emails: 10,
  /** Any other text in a body (names, titles, a provider's extension attributes). */
  text: 1024,
  filter: 1000,
  operations: 50,
  /** A request body, in bytes. */
  bodyBytes: 64 * 1024,
  /** Most resources one ListResponse holds (and the default page size). */
  pageSize: 100,
} as const;

/** RFC 7644 §3.12's `scimType` values an answer may carry. */
export type TScimErrorType =
  'invalidFilter' | 'uniqueness' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue';

/** A refused request: its HTTP status, SCIM error type and the detail the provider logs. */
export type TScimProblem = { status: number; scimType?: TScimErrorType; detail: string };

export type TScimResult<T> = { ok: true; value: T } | { ok: false; problem: TScimProblem };

export const SCIM_DETAILS = {
  tokenRequired: 'A SCIM token is required: send it as Authorization: Bearer <token>.',
  tokenInvalid:
    'This SCIM token is not valid: it is unknown, was replaced or revoked, or the site admin who made it is no longer one.',
  tooManyFailures: 'Too many requests with a wrong token from this address: try again later.',
  notFound: 'No user with this id.',
  noRoute: 'This SCIM endpoint has no such resource.',
  userNameTaken: 'A user with this userName already exists.',
  userNameRequired: 'userName is required.',
  filterUnsupported:
    'This filter is not supported: use userName eq "…", externalId eq "…" or emails[type eq "work"].value eq "…".',
  patchInvalid:
    'The body is not a PatchOp: it needs Operations, each with op add, replace or remove.',
  removeNeedsPath: 'A remove operation needs a path.',
  activeInvalid: 'active must be true or false.',
  valueInvalid: 'The value of this attribute is not valid.',
  bodyInvalid: 'The body is not valid JSON.',
  mediaType: 'Send the body as application/scim+json or application/json.',
  tooLarge: 'The body is too large.',
  nulCharacter: 'Text may not contain NUL characters.',
  unexpected: 'Something went wrong on our side. Try again later.',
} as const;

/** An attribute's text longer than the endpoint keeps. */
export function scimTooLong(attribute: string, max: number): string {
  return `${attribute} may be at most ${max} characters.`;
}

const refused = (status: number, detail: string, scimType?: TScimErrorType) =>
  ({ ok: false, problem: scimType ? { status, scimType, detail } : { status, detail } }) as const;

/** A SCIM error message (RFC 7644 §3.12): `status` is a string there. */
export function scimErrorBody(problem: TScimProblem) {
  return {
    schemas: [SCIM_SCHEMAS.error],
    status: String(problem.status),
    ...(problem.scimType ? { scimType: problem.scimType } : {}),
    detail: problem.detail,
  };
}

/** The endpoint's base URL for the site admin to give the provider (Entra's Tenant URL). */
export function scimBaseUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/scim/v2`;
}

/** Resource ids are UUIDs: anything else names no resource (a 404, not a query). */
export function isScimId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** What the endpoint keeps of a User resource. */
export type TScimUserFields = {
  userName: string;
  externalId: string | null;
  email: string | null;
  active: boolean;
};

/**
 * A SCIM boolean as providers send it: JSON true/false, or Entra's "True"/"False" strings (any
 * case). Undefined for anything else.
 */
export function scimBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return word === 'true' ? true : word === 'false' ? false : undefined;
}

/**
 * The first text anywhere in `value` longer than `max`, as its path (`name.givenName`,
 * `emails[0].value`), or null. Every text a provider sends is bounded, kept or not.
 */
export function overlongText(value: unknown, max: number, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.length > max ? path || 'value' : null;
  if (depth > 20 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.length > max) return path || 'key';
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = overlongText(item, max, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const ZEmail = z.object({
  value: z.string().trim().max(SCIM_LIMITS.email, scimTooLong('emails.value', SCIM_LIMITS.email)),
  type: z.string().optional(),
  primary: z.unknown().optional(),
});
type TEmail = z.output<typeof ZEmail>;

/** The address of a list of emails: the primary one, else the work one, else the first. */
export function primaryEmail(emails: readonly TEmail[]): string | null {
  const chosen =
    emails.find((e) => scimBoolean(e.primary) === true) ??
    emails.find((e) => e.type?.toLowerCase() === 'work') ??
    emails[0];
  return chosen?.value ? chosen.value : null;
}

const ZUserResource = z.object({
  userName: z
    .string(SCIM_DETAILS.userNameRequired)
    .trim()
    .min(1, SCIM_DETAILS.userNameRequired)
    .max(SCIM_LIMITS.userName, scimTooLong('userName', SCIM_LIMITS.userName)),
  externalId: z
    .string()
    .trim()
    .max(SCIM_LIMITS.externalId, scimTooLong('externalId', SCIM_LIMITS.externalId))
    .nullish(),
  active: z.unknown().optional(),
  emails: z
    .array(ZEmail)
    .max(SCIM_LIMITS.emails, `At most ${SCIM_LIMITS.emails} emails.`)
    .nullish(),
});

/**
 * The fields of a User resource a provider POSTs or PUTs (a PUT replaces the resource: what it
 * leaves out is cleared). `active` defaults to true; other attributes are read for their
 * length only.
 */
export function readScimUser(body: unknown): TScimResult<TScimUserFields> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refused(400, SCIM_DETAILS.bodyInvalid, 'invalidSyntax');
  const parsed = ZUserResource.safeParse(body);
  if (!parsed.success)
    return refused(
      400,
      parsed.error.issues[0]?.message ?? SCIM_DETAILS.valueInvalid,
      'invalidValue',
    );
  // The kept attributes have their own limits (above); every other text has this one.
  const overlong = overlongText(body, SCIM_LIMITS.text);
  if (overlong) return refused(400, scimTooLong(overlong, SCIM_LIMITS.text), 'invalidValue');
  const { userName, externalId, emails } = parsed.data;
  const active = parsed.data.active === undefined ? true : scimBoolean(parsed.data.active);
  if (active === undefined) return refused(400, SCIM_DETAILS.activeInvalid, 'invalidValue');
  return {
    ok: true,
    value: { userName, externalId: externalId || null, email: primaryEmail(emails ?? []), active },
  };
}

/** A filter the endpoint answers: one attribute equal to one value. */
export type TScimFilter = { attribute: 'userName' | 'externalId' | 'email'; value: string };

const USER_URN = `${SCIM_SCHEMAS.user.toLowerCase()}:`;

/** An attribute path without the core User schema's URN, lower-case (names ignore case). */
function bareAttribute(path: string): string {
  const lower = path.trim().toLowerCase();
  return lower.startsWith(USER_URN) ? lower.slice(USER_URN.length) : lower;
}

/** `emails`, `emails.value`, `emails[type eq "work"]` and `emails[type eq "work"].value`. */
const EMAILS_PATH = /^emails(\[[^\]]*\])?(\.value)?$/;

type TKeptAttribute = 'active' | 'userName' | 'externalId' | 'email';

/** Which kept attribute a path names; null for the ones the endpoint does not keep. */
function keptAttribute(path: string): TKeptAttribute | null {
  const bare = bareAttribute(path);
  if (bare === 'active') return 'active';
  if (bare === 'username') return 'userName';
  if (bare === 'externalid') return 'externalId';
  return EMAILS_PATH.test(bare) ? 'email' : null;
}

const FILTER = /^([^\s[]+(?:\[[^\]]*\])?(?:\.value)?)\s+eq\s+("(?:[^"\\]|\\.)*")$/i;

/**
 * A `filter` query (RFC 7644 §3.4.2.2) of the forms providers send to find a user: `userName eq
 * "…"`, `externalId eq "…"`, `emails[type eq "work"].value eq "…"` (or `emails.value eq`).
 * Attribute names and the operator ignore case; the value is a JSON string. Anything else is
 * refused as invalidFilter.
 */
export function parseScimFilter(filter: string): TScimResult<TScimFilter> {
  const unsupported = refused(400, SCIM_DETAILS.filterUnsupported, 'invalidFilter');
  if (filter.length > SCIM_LIMITS.filter)
    return refused(400, scimTooLong('filter', SCIM_LIMITS.filter), 'invalidFilter');
  const match = FILTER.exec(filter.trim());
  if (!match) return unsupported;
  const attribute = keptAttribute(match[1] ?? '');
  if (attribute === null || attribute === 'active') return unsupported;
  let value: unknown;
  try {
    value = JSON.parse(match[2] ?? '');
  } catch {
    return unsupported;
  }
  if (typeof value !== 'string') return unsupported;
  return { ok: true, value: { attribute, value } };
}

/** Whether a resource's fields match a filter: userName and emails ignore case, externalId not. */
export function scimFilterMatches(filter: TScimFilter, user: TScimUserFields): boolean {
  const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
  if (filter.attribute === 'externalId') return user.externalId === filter.value;
  return same(filter.attribute === 'userName' ? user.userName : user.email, filter.value);
}

/** A ListResponse page: `startIndex` from 1 (less is 1), `count` 0 to the page size. */
export function scimPage(startIndex: string | undefined, count: string | undefined) {
  const whole = (text: string | undefined, fallback: number) => {
    const n = Number(text);
    return text !== undefined && text.trim() !== '' && Number.isInteger(n) ? n : fallback;
  };
  return {
    startIndex: Math.max(1, whole(startIndex, 1)),
    count: Math.min(SCIM_LIMITS.pageSize, Math.max(0, whole(count, SCIM_LIMITS.pageSize))),
  };
}

/** What a PATCH changes of the kept attributes (absent: unchanged; null: cleared). */
export type TScimUserChange = Partial<TScimUserFields>;

const ZPatchOp = z.object({
  Operations: z
    .array(
      z.object({
        op: z.string().max(16),
        path: z.string().max(SCIM_LIMITS.text).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(SCIM_LIMITS.operations),
});

/** A text value of a kept attribute, within its limit ('' is none where none is allowed). */
function textValue(
  attribute: 'userName' | 'externalId' | 'email',
  value: unknown,
): TScimResult<string | null> {
  let text = value;
  // emails[...] without `.value`, or `emails` itself: an email object or a list of them.
  if (attribute === 'email' && Array.isArray(value)) {
    const emails = z.array(ZEmail).max(SCIM_LIMITS.emails).safeParse(value);
    if (!emails.success) return refused(400, SCIM_DETAILS.valueInvalid, 'invalidValue');
    return { ok: true, value: primaryEmail(emails.data) };
  }
  if (attribute === 'email' && typeof value === 'object' && value !== null)
    text = (value as { value?: unknown }).value;
  if (typeof text !== 'string') return refused(400, SCIM_DETAILS.valueInvalid, 'invalidValue');
  const trimmed = text.trim();
  const max = SCIM_LIMITS[attribute];
  if (trimmed.length > max) return refused(400, scimTooLong(attribute, max), 'invalidValue');
  if (trimmed === '' && attribute === 'userName')
    return refused(400, SCIM_DETAILS.userNameRequired, 'invalidValue');
  return { ok: true, value: trimmed === '' ? null : trimmed };
}

/** Applies one attribute's new value (undefined: removed) to the change. */
function applyValue(
  change: TScimUserChange,
  attribute: TKeptAttribute,
  value: unknown,
): TScimProblem | null {
  if (attribute === 'active') {
    // Removing `active` leaves it as it is: it has no unassigned state here.
    if (value === undefined) return null;
    const active = scimBoolean(value);
    if (active === undefined)
      return { status: 400, scimType: 'invalidValue', detail: SCIM_DETAILS.activeInvalid };
    change.active = active;
    return null;
  }
  if (value === undefined) {
    if (attribute === 'userName')
      return { status: 400, scimType: 'invalidValue', detail: SCIM_DETAILS.userNameRequired };
    change[attribute] = null;
    return null;
  }
  const text = textValue(attribute, value);
  if (!text.ok) return text.problem;
  if (attribute === 'userName') change.userName = text.value ?? '';
  else change[attribute] = text.value;
  return null;
}

/**
 * A PATCH body (RFC 7644 §3.5.2) as the change it makes to the kept attributes, operations in
 * order. `op` ignores case (Entra sends "Replace"); `active` may be Entra's "False" string; an
 * operation without a path carries an object of attributes (Okta's `{"active": false}`; Entra's
 * `{"emails[type eq \"work\"].value": …}`). Attributes the endpoint does not keep (names,
 * titles, extensions) are accepted and ignored.
 */
export function interpretScimPatch(body: unknown): TScimResult<TScimUserChange> {
  const parsed = ZPatchOp.safeParse(body);
  if (!parsed.success) return refused(400, SCIM_DETAILS.patchInvalid, 'invalidSyntax');
  const change: TScimUserChange = {};
  for (const operation of parsed.data.Operations) {
    const op = operation.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      return refused(400, SCIM_DETAILS.patchInvalid, 'invalidSyntax');
    if (operation.path !== undefined && operation.path.trim() !== '') {
      const attribute = keptAttribute(operation.path);
      if (attribute === null) continue;
      const problem = applyValue(change, attribute, op === 'remove' ? undefined : operation.value);
      if (problem) return { ok: false, problem };
      continue;
    }
    if (op === 'remove') return refused(400, SCIM_DETAILS.removeNeedsPath, 'noTarget');
    const { value } = operation;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return refused(400, SCIM_DETAILS.valueInvalid, 'invalidValue');
    for (const [key, item] of Object.entries(value)) {
      const attribute = keptAttribute(key);
      if (attribute === null) continue;
      const problem = applyValue(change, attribute, item);
      if (problem) return { ok: false, problem };
    }
  }
  // The kept attributes have their own limits (above); every other text has this one.
  const overlong = overlongText(body, SCIM_LIMITS.text);
  if (overlong) return refused(400, scimTooLong(overlong, SCIM_LIMITS.text), 'invalidValue');
  return { ok: true, value: change };
}

/**
 * Whether a write ends the person's membership of the site (decision 232): the provider
 * deletes the resource, or the write says `active: false` (a POST, PUT or PATCH). Setting
 * `active: true` only marks the resource: the person joins by signing in.
 */
export function scimEndsMembership(
  write: { kind: 'delete' } | { kind: 'write'; active: boolean | undefined },
): boolean {
  return write.kind === 'delete' || write.active === false;
}

/**
 * The addresses that name the resource's person, lower-case: its userName and its email, each
 * only when it is an e-mail address.
 */
export function scimAddresses(user: Pick<TScimUserFields, 'userName' | 'email'>): string[] {
  const addresses = [user.userName, user.email]
    .filter((a): a is string => a !== null && emailDomain(a) !== null)
    .map((a) => a.trim().toLowerCase());
  return [...new Set(addresses)];
}
