import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/**
 * The standing scaffolds for the Installed Scaffolds pins, whatever the list. The key starts
 * with ['map'], which the live change feed refreshes on task and record changes.
 */
export function standingScaffoldsQueryOptions(craftType: number | null) {
  return queryOptions({
    queryKey: [['map', 'standing-scaffolds'], { craftType }] as const,
    queryFn: ({ signal }) => rpc.craftRecords.standingScaffolds({ craftType }, { signal }),
  });
}

export function useStandingScaffolds(craftType: number | null) {
  return useQuery(standingScaffoldsQueryOptions(craftType));
}
