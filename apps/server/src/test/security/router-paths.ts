import { isProcedure } from '@orpc/server';
import { router } from '../../rpc/router.ts';

/** Every procedure path of the router, e.g. "sites.applyToSiteKey". */
export function procedurePaths(node: unknown = router, prefix: string[] = []): string[] {
  if (isProcedure(node)) return [prefix.join('.')];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => procedurePaths(child, [...prefix, key]));
}

/** Calls a procedure by path over plain HTTP, the way the browser's RPC link does. */
export async function callProcedure(
  fetcher: (path: string, init?: RequestInit) => Promise<Response>,
  path: string,
  input: unknown,
): Promise<{ status: number; body: { json?: { message?: string; code?: string } }; text: string }> {
  const response = await fetcher(`/rpc/${path.replaceAll('.', '/')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'orpc' },
    body: JSON.stringify({ json: input ?? null }),
  });
  const text = await response.text();
  let body: { json?: { message?: string; code?: string } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON
  }
  return { status: response.status, body, text };
}

/** The outcome of a call through the typed client (which sends files as multipart). */
export async function outcomeOf(
  rpc: unknown,
  path: string,
  input: unknown,
): Promise<{ code: string; message: string; data?: unknown; result?: unknown }> {
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], rpc);
  try {
    const result = await (procedure as (input: unknown) => Promise<unknown>)(input);
    return { code: 'OK', message: '', result };
  } catch (error) {
    const { code, message, data } = error as { code?: string; message?: string; data?: unknown };
    return { code: code ?? 'UNKNOWN', message: message ?? String(error), data };
  }
}
