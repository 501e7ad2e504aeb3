import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TWaitingTask = TRpcOutputs['scaffoldWaiting']['list'][number];

/** The tasks in scope waiting for their scaffold (refetched live on tasks and compliance). */
export function useWaitingTasks() {
  return useQuery(orpc.scaffoldWaiting.list.queryOptions());
}
