export { createCraftworkClient, idempotencyKey } from './client.ts';
export { allPages } from './paging.ts';
export type { TPaged } from './paging.ts';
export type { CraftworkClient, TClientOptions } from './client.ts';
export { verifyCraftworkSignature, SIGNATURE_TOLERANCE_SECONDS } from './webhooks.ts';
export type { components, operations, paths, webhooks } from './schema.ts';
