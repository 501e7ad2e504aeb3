import { orpc } from '../../../lib/rpc';
import { useCsvExport } from '../../../components/list/use-csv-export';

/** Tasks - {date}.csv of the filtered rows. */
export function useExportTasks() {
  return useCsvExport(orpc.tasks.exportCsv.mutationOptions());
}
