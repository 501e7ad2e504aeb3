import { orpc } from '../../../lib/rpc';
import { useCsvExport } from '../../../components/list/use-csv-export';

/** Deleted Tasks - {date}.csv of the filtered rows. */
export function useExportDeletedTasks() {
  return useCsvExport(orpc.tasks.exportDeletedCsv.mutationOptions());
}
