import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../../../components/list/download-csv';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';
import { useNotify } from '../../../lib/notify';

export type TImportInspection = TRpcOutputs['csvImport']['inspect'];
export type TImportField = TImportInspection['fields'][number];
export type TImportReport = TRpcOutputs['csvImport']['dryRun'];
export type TImportResult = TRpcOutputs['csvImport']['run'];

/** The template of a kind: a CSV of the site's field labels, downloaded. */
export function useDownloadTemplate() {
  const notify = useNotify();
  return useMutation(
    orpc.csvImport.template.mutationOptions({
      onSuccess: ({ template }) => downloadCsv(template),
      onError: (error) => notify.error(error),
    }),
  );
}

/** The chosen file read by the server: headers, samples and the proposed mapping. */
export function useInspectFile() {
  return useMutation(orpc.csvImport.inspect.mutationOptions());
}

/** Every row checked; nothing is written. */
export function useDryRun() {
  return useMutation(orpc.csvImport.dryRun.mutationOptions());
}

/** All rows created in one transaction, or none (then the answer carries the problems). */
export function useRunImport() {
  return useMutation(orpc.csvImport.run.mutationOptions());
}
