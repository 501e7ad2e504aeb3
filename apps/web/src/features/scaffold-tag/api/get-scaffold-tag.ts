import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/**
 * The scaffold behind a tag's token (no sign-in). Read fresh on every visit and when the page
 * regains focus: a worker checks it before climbing.
 */
export function useScaffoldTag(token: string) {
  return useQuery({
    ...orpc.scaffoldTags.get.queryOptions({ input: { token } }),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
