/**
 * The documents the SCIM endpoint answers with (RFC 7643): a User resource, a list of them, and
 * what the endpoint supports (its service provider configuration, resource type and schema).
 */
import { SCIM_LIMITS, SCIM_SCHEMAS, type TScimUserFields } from './scim.ts';

/** A kept resource as the endpoint stores it. */
export type TScimUserRecord = TScimUserFields & { id: string; createdAt: Date; updatedAt: Date };

/** A User resource as the endpoint answers it; attributes without a value are left out. */
export function scimUserResource(user: TScimUserRecord, baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: user.id,
    ...(user.externalId === null ? {} : { externalId: user.externalId }),
    userName: user.userName,
    active: user.active,
    ...(user.email === null
      ? {}
      : { emails: [{ value: user.email, type: 'work', primary: true }] }),
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
    },
  };
}

export function scimListResponse<T>(resources: T[], totalResults: number, startIndex: number) {
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** What the endpoint supports (RFC 7643 §5): PATCH and filters, no bulk, sort, ETags or passwords. */
export function scimServiceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_LIMITS.pageSize },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: "The SCIM token a site admin makes on the site's Company sign-in page.",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

/** The one resource type (RFC 7643 §6). */
export function scimUserResourceType(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person of the identity provider, by e-mail address.',
    schema: SCIM_SCHEMAS.user,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
}

const attribute = (
  name: string,
  type: 'string' | 'boolean' | 'complex',
  extra: Record<string, unknown> = {},
) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The User schema (RFC 7643 §7), with only the attributes the endpoint keeps. */
export function scimUserSchema(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.schema],
    id: SCIM_SCHEMAS.user,
    name: 'User',
    description: 'User Account',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('active', 'boolean'),
      attribute('emails', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string'),
          attribute('type', 'string'),
          attribute('primary', 'boolean'),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_SCHEMAS.user}` },
  };
}
