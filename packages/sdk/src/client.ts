import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type CraftworkClient = Client<paths>;

export type TClientOptions = {
  /** The site's address with the API prefix, e.g. `https://craftwork.example.com/api/v1`. */
  baseUrl: string;
  /** An API token (`cw_…`), made by a site admin on the Integrations page. */
  token: string;
  /** A fetch of your own (a proxy, retries, tests); the global fetch otherwise. */
  fetch?: typeof fetch;
};

/**
 * A typed client of the Craftwork REST API: every path, parameter, body and answer is typed from
 * the API's OpenAPI document (openapi-typescript), the calls are openapi-fetch's.
 */
export function createCraftworkClient({ baseUrl, token, fetch }: TClientOptions): CraftworkClient {
  return createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${token}` },
    ...(fetch ? { fetch } : {}),
  });
}

/** A fresh `Idempotency-Key` for a write that may be sent again (after a timeout, say). */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}
