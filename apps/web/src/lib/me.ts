// The session and the system configuration: what every page, the sign-in page included, asks
// for first. Kept apart from session.ts, whose site helpers need the domain's schemas (zod).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from './rpc';

export type TMe = NonNullable<TRpcOutputs['session']['me']>;
export type TSiteContext = NonNullable<TMe['site']>;
export type TSystemConfig = TRpcOutputs['system']['config'];

/** The signed-in user with their sites and, once the default site is approved, its data. */
export function meQueryOptions() {
  return orpc.session.me.queryOptions({ staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

export function systemConfigQueryOptions() {
  return orpc.system.config.queryOptions({ staleTime: Infinity });
}

export function useSystemConfig() {
  return useQuery(systemConfigQueryOptions());
}

/** Fetch the session again (after sign-in or account creation) before moving on. */
export async function refreshMe(queryClient: QueryClient): Promise<TMe | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}
