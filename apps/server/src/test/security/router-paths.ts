import { isProcedure } from '@orpc/server';
import { requireApprovedSite, requireSession } from '../../rpc/init.ts';
import { router } from '../../router.ts';
import type { Principal } from './principals.ts';

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

/**
 * The callers with no site (signed out, or signed in and not approved anywhere) are refused by
 * one middleware each, before any procedure runs (rpc/init.ts). A procedure built on it needs
 * no call of its own to prove the refusal: a structural test (authorization) shows the guard is
 * there, and PROBES call one procedure per kind of builder to show the middleware refuses.
 */
export const GUARDS = { anonymous: requireSession, applicant: requireApprovedSite } as const;
export const PROBES = [
  'system.config',
  'profile.updatePhone',
  'tasks.list',
  'sites.listPendingUsers',
  'customers.list',
];

/** The router's procedure at a path, e.g. "sites.applyToSiteKey". */
export function procedureAt(path: string) {
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], router);
  if (!isProcedure(procedure)) throw new Error(`${path} is not a procedure`);
  return procedure;
}

export function middlewaresOf(path: string): readonly unknown[] {
  return procedureAt(path)['~orpc'].middlewares;
}

/** Whether a principal's refusal on this procedure is proven by its middleware alone. */
export const refusedByGuard = (path: string, principal: Principal) =>
  principal in GUARDS &&
  middlewaresOf(path).includes(GUARDS[principal as keyof typeof GUARDS]) &&
  !PROBES.includes(path);
