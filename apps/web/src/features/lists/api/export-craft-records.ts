import { orpc } from '../../../lib/rpc';
import { useCsvExport } from '../../../components/list/use-csv-export';

/** Craft Records - {date}.csv of the filtered rows. */
export function useExportCraftRecords() {
  return useCsvExport(orpc.craftRecords.exportCsv.mutationOptions());
}
