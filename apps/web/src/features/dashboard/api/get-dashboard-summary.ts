import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** Standing scaffolds and the open-count badges for the global work type (null: all). */
export function useDashboardSummary(craftType: number | null, { enabled = true } = {}) {
  return useQuery(orpc.dashboard.summary.queryOptions({ input: { craftType }, enabled }));
}
