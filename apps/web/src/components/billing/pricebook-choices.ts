import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/rpc';

/** The active price book items a line can be added from. */
export function usePricebookChoices(enabled: boolean) {
  return useQuery({
    ...orpc.pricebook.list.queryOptions({ input: { activeOnly: true } }),
    enabled,
  });
}
