import { orpc } from '../../../lib/rpc';
import { useCsvExport } from '../../../components/list/use-csv-export';

/** Deleted Craft Records - {date}.csv of the filtered rows. */
export function useExportDeletedCraftRecords() {
  return useCsvExport(orpc.craftRecords.exportDeletedCsv.mutationOptions());
}
