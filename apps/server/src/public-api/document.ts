import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import type { z } from 'zod';
import { RELEASE_VERSION } from '@craftwork/domain/site/release';
import { webhookDocument } from '../modules/webhooks/index.ts';
import { ZTombstone } from './paging.ts';
import { PROBLEM_CONTENT_TYPE, ZProblem } from './problem.ts';
import { publicApiRouter } from './router.ts';
import {
  ZCraftType,
  ZInventoryStatus,
  ZMovementType,
  ZOk,
  ZTaskStatus,
  ZTaskType,
} from './schemas/common.ts';
import {
  ZInventoryObject,
  ZInventoryObjectPage,
  ZInventoryObjectSummary,
  ZInventoryTransaction,
  ZInventoryTransactionPage,
} from './schemas/inventory.ts';
import { ZKpiDashboard } from './schemas/kpis.ts';
import {
  ZCustomer,
  ZCustomerPage,
  ZCustomerSummary,
  ZEstimate,
  ZEstimatePage,
  ZEstimateSummary,
  ZInvoice,
  ZInvoicePage,
  ZInvoiceSummary,
  ZPayment,
  ZPaymentResult,
  ZSavedCustomer,
} from './schemas/money.ts';
import {
  ZAsset,
  ZAssetPage,
  ZAssetSummary,
  ZCompany,
  ZCompanyPage,
  ZCraftRecord,
  ZCraftRecordPage,
  ZCraftRecordSummary,
  ZCreatedTask,
  ZLocation,
  ZLocationPage,
  ZTask,
  ZTaskPage,
  ZTaskStatusChange,
  ZTaskSummary,
} from './schemas/work.ts';

export const API_PREFIX = '/api/v1';

/** The schemas the document names (components.schemas): each is referenced, never inlined. */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Task: ZTask,
  TaskSummary: ZTaskSummary,
  TaskPage: ZTaskPage,
  CreatedTask: ZCreatedTask,
  TaskStatusChange: ZTaskStatusChange,
  CraftRecord: ZCraftRecord,
  CraftRecordSummary: ZCraftRecordSummary,
  CraftRecordPage: ZCraftRecordPage,
  Company: ZCompany,
  CompanyPage: ZCompanyPage,
  Location: ZLocation,
  LocationPage: ZLocationPage,
  Asset: ZAsset,
  AssetSummary: ZAssetSummary,
  AssetPage: ZAssetPage,
  InventoryObject: ZInventoryObject,
  InventoryObjectSummary: ZInventoryObjectSummary,
  InventoryObjectPage: ZInventoryObjectPage,
  InventoryTransaction: ZInventoryTransaction,
  InventoryTransactionPage: ZInventoryTransactionPage,
  Customer: ZCustomer,
  CustomerSummary: ZCustomerSummary,
  CustomerPage: ZCustomerPage,
  SavedCustomer: ZSavedCustomer,
  Estimate: ZEstimate,
  EstimateSummary: ZEstimateSummary,
  EstimatePage: ZEstimatePage,
  Invoice: ZInvoice,
  InvoiceSummary: ZInvoiceSummary,
  InvoicePage: ZInvoicePage,
  Payment: ZPayment,
  PaymentResult: ZPaymentResult,
  KpiDashboard: ZKpiDashboard,
  Ok: ZOk,
  Tombstone: ZTombstone,
  TaskStatus: ZTaskStatus,
  TaskType: ZTaskType,
  CraftType: ZCraftType,
  MovementType: ZMovementType,
  InventoryStatus: ZInventoryStatus,
  Problem: ZProblem,
};

const TAGS = [
  { name: 'Records', description: 'Craft records: a piece of work at a place, with its tasks.' },
  { name: 'Tasks', description: 'Tasks of craft records, and their status changes.' },
  { name: 'Companies', description: 'The companies working on the site.' },
  { name: 'Locations', description: "The site's locations." },
  { name: 'Assets', description: 'Assets (equipment) and their craft records.' },
  { name: 'Inventory', description: 'Inventory objects, their stock and movements.' },
  { name: 'Money', description: 'Customers, estimates, invoices and payments.' },
  { name: 'KPIs', description: 'Key performance indicators over a range of days.' },
  {
    name: 'Webhooks',
    description:
      'Events the server POSTs to the endpoints a site admin registers, signed with their secret.',
  },
];

type TJson = Record<string, unknown>;
const isObject = (value: unknown): value is TJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error answers (problem details) and when each happens. */
const ERROR_RESPONSES = {
  400: ['BadRequest', 'The input is not valid: `errors` lists each field and what is wrong.'],
  401: ['Unauthorized', 'No API token, or one that is unknown, revoked or expired.'],
  403: [
    'Forbidden',
    "The token's user may not do this, or the token may only read (a write token is needed).",
  ],
  404: ['NotFound', 'No such item on the token site (or not visible to its user).'],
  409: [
    'Conflict',
    'The change is not allowed in the current state (`detail` says why), or an `Idempotency-Key` was reused with another body.',
  ],
  411: ['LengthRequired', 'A body was sent without Content-Length.'],
  413: ['PayloadTooLarge', 'The body is larger than 1 MiB.'],
  415: ['UnsupportedMediaType', 'A body that is not application/json.'],
  429: [
    'TooManyRequests',
    'Too many requests with this token in the current window: wait `Retry-After` seconds.',
  ],
  500: ['InternalServerError', 'The server failed; the detail says no more than that.'],
} as const;
type TErrorStatus = keyof typeof ERROR_RESPONSES;

/** The statuses an operation may answer with besides its success. */
function errorStatusesOf(method: string, path: string): TErrorStatus[] {
  const writes = method !== 'get';
  return [
    400,
    401,
    403,
    ...(path.includes('{') ? [404 as const] : []),
    ...(writes ? [409 as const, 411 as const, 413 as const, 415 as const] : []),
    429,
    500,
  ];
}

const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'The quota left in the current window and seconds until it resets (IETF draft "RateLimit header fields for HTTP"), e.g. `"default";r=118;t=42`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The quota and its window in seconds, e.g. `"default";q=120;w=60`.',
    schema: { type: 'string' },
  },
};
const rateLimitHeaderRefs = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
};

function errorResponses(): TJson {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, [name, description]]) => [
      name,
      {
        description,
        headers: {
          ...rateLimitHeaderRefs,
          ...(status === '429'
            ? {
                'Retry-After': {
                  description: 'Seconds to wait before the next request.',
                  schema: { type: 'integer', minimum: 1 },
                },
              }
            : {}),
        },
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    ]),
  );
}

/**
 * Answers are strict: an object names every field it may carry (`additionalProperties: false`),
 * so a field the server sends and the document does not name fails a client's validation. Maps
 * (a record's craft details) already say what their extra keys hold and are left as they are.
 */
function closeObjects(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(closeObjects);
    return;
  }
  if (!isObject(schema)) return;
  if (isObject(schema.properties) && schema.additionalProperties === undefined)
    schema.additionalProperties = false;
  for (const value of Object.values(schema)) closeObjects(value);
}

const camel = (parts: string[]) =>
  parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');

/**
 * What the generator leaves out, added in one place: the error answers of each operation (one
 * problem shape), the rate-limit headers on every answer, URL-safe operation ids, and answers
 * closed to undocumented fields.
 */
function completeDocument(document: TJson): TJson {
  const components = isObject(document.components) ? document.components : {};
  document.components = components;
  components.responses = errorResponses();
  components.headers = RATE_LIMIT_HEADERS;
  const schemas = isObject(components.schemas) ? components.schemas : {};
  closeObjects(schemas);
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      if (typeof operation.operationId === 'string')
        operation.operationId = camel(operation.operationId.split('.'));
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const response of Object.values(responses)) {
        if (!isObject(response)) continue;
        closeObjects(response.content);
        response.headers = { ...rateLimitHeaderRefs };
      }
      for (const status of errorStatusesOf(method, path))
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
      operation.responses = responses;
    }
  }
  return document;
}

/** The OpenAPI 3.1 document of the public router (made once, on first request). */
let documentPromise: Promise<unknown> | null = null;
export function publicApiDocument(): Promise<unknown> {
  documentPromise ??= (async () => {
    const generated = await new OpenAPIGenerator({
      schemaConverters: [new ZodToJsonSchemaConverter()],
    }).generate(publicApiRouter, {
      info: {
        title: 'Craftwork API',
        version: RELEASE_VERSION,
        description:
          'Read and write Craftwork data with an API token (made by a site admin on the Integrations page). Lists are paged: pass the nextCursor of a page as cursor to get the next. Errors are problem details (RFC 9457, application/problem+json). Every answer carries the RateLimit and RateLimit-Policy headers.',
        contact: { name: 'Craftwork help center', url: 'https://help.craftwork.app' },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: API_PREFIX, description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token, `cw_…`, sent as `Authorization: Bearer cw_…`.',
          },
        },
      },
      security: [{ bearerAuth: [] }],
      commonSchemas: Object.fromEntries(
        Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [
          name,
          { schema, strategy: 'output' as const },
        ]),
      ),
    });
    return completeDocument({ ...(generated as unknown as TJson), webhooks: webhookDocument() });
  })();
  return documentPromise;
}
