import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditListInput } from '@craftwork/domain/admin/audit-list';
import { useCsvExport } from '../../../components/list/use-csv-export';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TAuditRow = TRpcOutputs['audit']['list']['rows'][number];

/** A page of the site's audit list; refetched live (topic audit). */
export function useAuditPage(input: TAuditListInput) {
  return useQuery(orpc.audit.list.queryOptions({ input, placeholderData: keepPreviousData }));
}

/** Audit Log - {date}.csv of the filtered entries. */
export function useExportAudit() {
  return useCsvExport(orpc.audit.exportCsv.mutationOptions());
}
