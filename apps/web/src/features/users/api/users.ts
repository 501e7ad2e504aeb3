import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TSiteUser = TRpcOutputs['users']['list'][number];
export type TSiteUserDetail = TRpcOutputs['users']['get'];
export type TSiteCompany = TRpcOutputs['sites']['listCompanies'][number];

/** Every member of the site; refetched live (topic siteUsers). */
export function useSiteUsers() {
  return useQuery(orpc.users.list.queryOptions());
}

export function useSiteUser(userId: string) {
  return useQuery(orpc.users.get.queryOptions({ input: { userId } }));
}

/** The site's companies (site admins are plant personnel: every one). */
export function useCompanies() {
  return useQuery(orpc.sites.listCompanies.queryOptions());
}

/** After a change, the members list and anything of the users namespace refetch. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
      queryClient.invalidateQueries({ queryKey: orpc.sites.listPendingUsers.key() }),
    ]);
}

export function useApproveUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation(orpc.users.approve.mutationOptions({ onSuccess }));
}

export function useRejectUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation(orpc.users.reject.mutationOptions({ onSuccess }));
}

export function useRemoveUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation(orpc.users.remove.mutationOptions({ onSuccess }));
}

export function useUpdateUser() {
  const onSuccess = useInvalidateUsers();
  return useMutation(orpc.users.update.mutationOptions({ onSuccess }));
}
