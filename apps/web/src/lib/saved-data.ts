import { isHttpClientError } from './errors';

/**
 * A query that failed to refresh but holds data saved before (offline, the server unreachable):
 * the screen shows that data, marked with when it was last updated, rather than the error. A
 * refusal (4xx) is still shown as one.
 */
export function keepsSavedData(query: { data: unknown; error: unknown }): boolean {
  return query.data !== undefined && query.error !== null && !isHttpClientError(query.error);
}
