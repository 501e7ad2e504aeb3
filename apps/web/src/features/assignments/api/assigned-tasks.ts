import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAssignedTaskListInput } from '@craftwork/domain/lists/queries';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

/** A row of /assigned-tasks: the task lists' row. */
export type TAssignedTaskRow = TRpcOutputs['assignments']['listMine']['rows'][number];

/** A page of my open assigned tasks. */
export function useAssignedTaskPage(input: TAssignedTaskListInput) {
  return useQuery(
    orpc.assignments.listMine.queryOptions({ input, placeholderData: keepPreviousData }),
  );
}

/** Assigned Tasks - {date}.csv of the searched rows. */
export function useExportAssignedTasks() {
  return useCsvExport(orpc.assignments.exportMine.mutationOptions());
}
