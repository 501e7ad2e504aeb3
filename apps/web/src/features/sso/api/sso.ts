import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TSsoConnection = NonNullable<TRpcOutputs['sso']['get']>;

/** The site's identity provider connection (null when none), without its secret. */
export function useSsoConnection() {
  return useQuery(orpc.sso.get.queryOptions());
}

export function useSaveSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sso.save.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(orpc.sso.get.queryKey(), saved),
    }),
  );
}

/** The site's companies, for the company of Foremen provisioned just in time. */
export function useSsoCompanies(enabled: boolean) {
  return useQuery(orpc.companies.list.queryOptions({ enabled }));
}

/** A new SCIM token for the provider (shown once); the connection's view then names its prefix. */
export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sso.createScimToken.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.sso.get.queryKey() }),
    }),
  );
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.sso.revokeScimToken.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.sso.get.queryKey() }),
    }),
  );
}
