import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

/** A completed scaffold inspection's report, or null when the task has none. */
export type TInspectionReport = NonNullable<TRpcOutputs['inspections']['get']>;

export function useInspectionReport(taskId: string, enabled: boolean) {
  return useQuery({ ...orpc.inspections.get.queryOptions({ input: { taskId } }), enabled });
}
