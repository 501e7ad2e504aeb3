import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiRequestListInput } from '@craftwork/domain/integrations/tokens';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TApiTokenRow = TRpcOutputs['apiTokens']['list'][number];
export type TCreatedApiToken = TRpcOutputs['apiTokens']['create'];
export type TApiRequestRow = TRpcOutputs['apiTokens']['requests']['rows'][number];

/** How often the request log asks for new requests while the page is open (they are not pushed). */
const REQUEST_LOG_REFRESH_MS = 30_000;

/** The site's API tokens; refetched live (topic apiTokens). */
export function useApiTokens() {
  return useQuery(orpc.apiTokens.list.queryOptions());
}

/** The site's members, for the "Acts as" choice (approved ones are offered). */
export function useTokenUsers(enabled: boolean) {
  return useQuery(orpc.users.list.queryOptions({ enabled }));
}

function useInvalidateTokens() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.apiTokens.key() });
}

export function useCreateApiToken() {
  const invalidate = useInvalidateTokens();
  return useMutation(orpc.apiTokens.create.mutationOptions({ onSuccess: invalidate }));
}

export function useRevokeApiToken() {
  const invalidate = useInvalidateTokens();
  return useMutation(orpc.apiTokens.revoke.mutationOptions({ onSuccess: invalidate }));
}

/** A page of the API request log, newest first; refreshed every half minute while shown. */
export function useApiRequestsPage(input: TApiRequestListInput) {
  return useQuery(
    orpc.apiTokens.requests.queryOptions({
      input,
      placeholderData: keepPreviousData,
      refetchInterval: REQUEST_LOG_REFRESH_MS,
    }),
  );
}

/** API Requests - {date}.csv of the filtered requests. */
export function useExportApiRequests() {
  return useCsvExport(orpc.apiTokens.exportRequests.mutationOptions());
}
