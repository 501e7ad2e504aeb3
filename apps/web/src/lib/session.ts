import type { TSiteCustomizations } from '@craftwork/domain/site/site';
import { NO_PERMISSIONS } from '@craftwork/domain/access/permissions';
import type { TScreenUser } from '@craftwork/domain/access/screens';
import { useMe, type TSiteContext } from './me';

export {
  meQueryOptions,
  refreshMe,
  systemConfigQueryOptions,
  useMe,
  useSystemConfig,
  type TMe,
  type TSiteContext,
  type TSystemConfig,
} from './me';

/** The approved site's context, or null while the user has no approved default site. */
export function useSite(): TSiteContext | null {
  const { data } = useMe();
  return data?.site ?? null;
}

/**
 * The site's customizations, as the server parsed them (`session.me`): malformed ones arrive
 * as none, so the app shell needs no schema library to read them.
 */
export function siteCustomizations(site: TSiteContext | null | undefined): TSiteCustomizations {
  return site?.customizations ?? {};
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
