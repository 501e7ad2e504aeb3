import { QueryClient } from '@tanstack/react-query';
import { isHttpClientError } from './errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
