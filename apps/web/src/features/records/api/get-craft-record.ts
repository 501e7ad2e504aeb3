import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

/** The craft record page: record, photos, attachments, open and closed tasks in scope. */
export type TCraftRecord = TRpcOutputs['craftRecords']['get'];
export type TRecordPhoto = TCraftRecord['photos'][number];
export type TRecordAttachment = TCraftRecord['attachments'][number];
export type TRecordTask = TCraftRecord['openTasks'][number];

export function useCraftRecord(id: string) {
  return useQuery(orpc.craftRecords.get.queryOptions({ input: { id } }));
}
