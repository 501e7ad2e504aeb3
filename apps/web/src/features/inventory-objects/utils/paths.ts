import { paths } from '../../../config/paths';

/** An inventory object's page. */
export function inventoryObjectPath(id: string): string {
  return paths.inventoryObject.replace(':objectId', encodeURIComponent(id));
}

/** A craft record's page, or one of its tasks. */
export function craftRecordPath(recordId: string, taskId?: string | null): string {
  const record = `/craft-record/${encodeURIComponent(recordId)}`;
  return taskId ? `${record}/${encodeURIComponent(taskId)}` : record;
}
