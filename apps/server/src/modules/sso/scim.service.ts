import { randomUUID } from 'node:crypto';
import {
  interpretScimPatch,
  isScimId,
  parseScimFilter,
  readScimUser,
  scimAddresses,
  scimEndsMembership,
  scimPage,
  SCIM_DETAILS,
  type TScimProblem,
  type TScimResult,
  type TScimUserFields,
} from '@craftwork/domain/admin/scim';
import { scimListResponse, scimUserResource } from '@craftwork/domain/admin/scim-documents';
import { countFailures, namedLimit } from '../../access/rate-limit.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { hashToken } from '../api-tokens/index.ts';
import { removeMembersByIdentityProvider } from '../users/index.ts';
import {
  deleteScimUser as deleteScimUserRow,
  findScimUser,
  hasScimUserName,
  insertScimUser,
  pageScimUsers,
  updateScimUser,
  type TScimUserRow,
} from './scim.repository.ts';
import { findScimTokenSite } from './sso.repository.ts';

/**
 * The SCIM 2.0 Users endpoint's use cases (decision 232), for the provider's client that the
 * site's SCIM token authenticates. Resources are the provider's own records; a resource made
 * inactive or deleted takes its person off the site through the users module's removal.
 */

/** A refused SCIM request, answered as a SCIM error (the HTTP route writes it). */
export class ScimError extends Error {
  constructor(readonly problem: TScimProblem) {
    super(problem.detail);
    this.name = 'ScimError';
  }
}

/** The provider's client: its site, the admin its token stands for, and the base URL. */
export type TScimClient = { siteKey: string; actorId: string; baseUrl: string };

function valueOf<T>(result: TScimResult<T>): T {
  if (!result.ok) throw new ScimError(result.problem);
  return result.value;
}

const notFound = () => new ScimError({ status: 404, detail: SCIM_DETAILS.notFound });
const userNameTaken = () =>
  new ScimError({ status: 409, scimType: 'uniqueness', detail: SCIM_DETAILS.userNameTaken });

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

/**
 * Who a bearer token is: the site whose connection holds it, while its maker is a site admin
 * there. A missing or wrong token counts against the caller's address (and a caller over the
 * limit is refused before the token is looked at, a RateLimitError); a good one does not.
 */
export async function authenticateScimToken(
  db: Database,
  input: { token: string | null; ip: string; multiplier: number },
): Promise<{ siteKey: string; actorId: string }> {
  const { token } = input;
  const found = await countFailures(
    db,
    [namedLimit('scimTokenFailuresPerIp', input.ip, input.multiplier)],
    async () => (token === null ? undefined : findScimTokenSite(db, hashToken(token))),
    (row) => row !== undefined,
  );
  if (!found)
    throw new ScimError({
      status: 401,
      detail: token === null ? SCIM_DETAILS.tokenRequired : SCIM_DETAILS.tokenInvalid,
    });
  return { siteKey: found.siteKey, actorId: found.createdBy };
}

const fieldsOf = (row: TScimUserRow): TScimUserFields => ({
  userName: row.userName,
  externalId: row.externalId,
  email: row.email,
  active: row.active,
});

const resourceOf = (client: TScimClient, row: TScimUserRow) =>
  scimUserResource(row, client.baseUrl);

/** The people the provider's write names (before and after it) leave the site. */
async function endMemberships(
  tx: DbOrTx,
  client: TScimClient,
  named: readonly Pick<TScimUserFields, 'userName' | 'email'>[],
) {
  await removeMembersByIdentityProvider(tx, {
    siteKey: client.siteKey,
    actorId: client.actorId,
    emails: [...new Set(named.flatMap(scimAddresses))],
  });
}

/** GET /Users: the site's resources, filtered (userName, externalId or email eq) and paged. */
export async function listScimUsers(
  db: Database,
  client: TScimClient,
  query: { filter?: string; startIndex?: string; count?: string },
) {
  const filter = query.filter === undefined ? null : valueOf(parseScimFilter(query.filter));
  const page = scimPage(query.startIndex, query.count);
  const { rows, total } = await pageScimUsers(db, client.siteKey, filter, {
    offset: page.startIndex - 1,
    limit: page.count,
  });
  return scimListResponse(
    rows.map((row) => resourceOf(client, row)),
    total,
    page.startIndex,
  );
}

/** GET /Users/{id} */
export async function getScimUser(db: Database, client: TScimClient, id: string) {
  const row = isScimId(id) ? await findScimUser(db, client.siteKey, id) : undefined;
  if (!row) throw notFound();
  return resourceOf(client, row);
}

/**
 * POST /Users: keeps the provider's resource (a userName the site has is a uniqueness
 * conflict). It makes nobody a member: the person joins by signing in. One made inactive
 * takes its person off the site.
 */
export async function createScimUser(db: Database, client: TScimClient, body: unknown) {
  const fields = valueOf(readScimUser(body));
  try {
    const row = await db.transaction(async (tx) => {
      if (await hasScimUserName(tx, client.siteKey, fields.userName)) throw userNameTaken();
      const inserted = await insertScimUser(tx, {
        ...fields,
        id: randomUUID(),
        siteKey: client.siteKey,
      });
      if (scimEndsMembership({ kind: 'write', active: fields.active }))
        await endMemberships(tx, client, [fields]);
      return inserted;
    });
    if (!row) throw notFound();
    return resourceOf(client, row);
  } catch (error) {
    // Two POSTs of one userName at once: the unique index lets one in.
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
}

/** Writes a resource's new fields; `active: false` takes its person off the site. */
async function writeScimUser(
  db: Database,
  client: TScimClient,
  id: string,
  next: (before: TScimUserFields) => TScimUserFields & { endsMembership: boolean },
) {
  if (!isScimId(id)) throw notFound();
  try {
    const row = await db.transaction(async (tx) => {
      const existing = await findScimUser(tx, client.siteKey, id);
      if (!existing) throw notFound();
      const before = fieldsOf(existing);
      const { endsMembership, ...after } = next(before);
      if (await hasScimUserName(tx, client.siteKey, after.userName, id)) throw userNameTaken();
      const updated = await updateScimUser(tx, client.siteKey, id, after);
      if (endsMembership) await endMemberships(tx, client, [before, after]);
      return updated;
    });
    if (!row) throw notFound();
    return resourceOf(client, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
}

/** PUT /Users/{id}: the whole resource, replaced (Okta deactivates with `active: false`). */
export async function replaceScimUser(
  db: Database,
  client: TScimClient,
  id: string,
  body: unknown,
) {
  const fields = valueOf(readScimUser(body));
  return writeScimUser(db, client, id, () => ({
    ...fields,
    endsMembership: scimEndsMembership({ kind: 'write', active: fields.active }),
  }));
}

/** PATCH /Users/{id}: Entra's `Replace active "False"`, Okta's `{"active": false}`, and more. */
export async function patchScimUser(db: Database, client: TScimClient, id: string, body: unknown) {
  const change = valueOf(interpretScimPatch(body));
  return writeScimUser(db, client, id, (before) => ({
    ...before,
    ...change,
    endsMembership: scimEndsMembership({ kind: 'write', active: change.active }),
  }));
}

/** DELETE /Users/{id}: the resource goes, and its person leaves the site. */
export async function deleteScimUser(db: Database, client: TScimClient, id: string) {
  if (!isScimId(id)) throw notFound();
  await db.transaction(async (tx) => {
    const existing = await findScimUser(tx, client.siteKey, id);
    if (!existing) throw notFound();
    await deleteScimUserRow(tx, client.siteKey, id);
    if (scimEndsMembership({ kind: 'delete' })) await endMemberships(tx, client, [existing]);
  });
}
