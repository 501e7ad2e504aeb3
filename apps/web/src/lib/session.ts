import { useQuery, type QueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from './rpc';
import { ZSiteCustomizations, type TSiteCustomizations } from '@craftwork/domain/site/site';
import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import type { TScreenUser } from '@craftwork/domain/access/screens';

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

/** The approved site's context, or null while the user has no approved default site. */
export function useSite(): TSiteContext | null {
  const { data } = useMe();
  return data?.site ?? null;
}

/** Fetch the session again (after sign-in or account creation) before moving on. */
export async function refreshMe(queryClient: QueryClient): Promise<TMe | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/** The site's customizations, parsed; unknown or malformed keys are left out. */
export function siteCustomizations(site: TSiteContext | null | undefined): TSiteCustomizations {
  if (!site) return {};
  const parsed = ZSiteCustomizations.safeParse(site.customizations);
  return parsed.success ? parsed.data : {};
}

/** Who the user is for `mayUseScreen`: the same facts the server decides by. */
export function screenUser(site: TSiteContext): TScreenUser {
  return {
    permissions: { ...NO_PERMISSIONS, ...site.siteUser.permissions },
    companyId: site.siteUser.companyId,
    managingCompanyId: site.managingCompanyId,
  };
}

export function isSiteAdmin(site: TSiteContext | null | undefined): boolean {
  return site?.siteUser.permissions.isSiteAdmin === true;
}
