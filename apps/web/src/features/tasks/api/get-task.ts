import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

/** The task detail card's data: task, detail fields, events (newest first), offers. */
export type TTaskDetail = TRpcOutputs['tasks']['get'];
export type TTaskEvent = TTaskDetail['events'][number];
export type TTaskOffers = TTaskDetail['offers'];

export function taskQueryOptions(id: string) {
  return orpc.tasks.get.queryOptions({ input: { id } });
}

/** Loaded only while the card is expanded. */
export function useTask(id: string, enabled = true) {
  return useQuery({ ...taskQueryOptions(id), enabled });
}
