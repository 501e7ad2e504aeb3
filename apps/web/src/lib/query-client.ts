import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ORPCError } from '@orpc/client';
import { isHttpClientError } from './errors';
import { orpc } from './rpc';

export function createQueryClient(): QueryClient {
  // TanStack Query assumes a network at start and learns of changes from online/offline
  // events: a start with no network must pause queries (what the device saved stays shown)
  // rather than fail them.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // A call refused as UNAUTHORIZED means the session ended (expired, signed out elsewhere):
  // reload it, and the route guard sends the user to /login.
  const onError = (error: unknown) => {
    if (error instanceof ORPCError && error.code === 'UNAUTHORIZED') {
      void queryClient.invalidateQueries({ queryKey: orpc.session.me.key() });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Live change events invalidate queries; no need to poll or refetch eagerly.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers (unauthorized, forbidden, not found...) will not change by retrying.
        retry: (failureCount, error) => !isHttpClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
