import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useNotify } from '../../lib/notify';
import { downloadCsv, type TCsvExport } from './download-csv';

/** An export call that downloads its file when done and shows the error otherwise. */
export function useCsvExport<TInput>(options: UseMutationOptions<TCsvExport, Error, TInput>) {
  const notify = useNotify();
  return useMutation({
    ...options,
    onSuccess: (file) => downloadCsv(file),
    onError: (error) => notify.error(error),
  });
}

/**
 * The grid's Export of a list: its filters `input` with the search as the box says it now
 * (applySearch), so the file holds the rows the list is about to show.
 */
export function listExport<I>(
  mutation: { isPending: boolean; mutate: (input: I & { search: string }) => void },
  input: I,
  list: { applySearch: () => string },
): { isExporting: boolean; onExport: () => void } {
  return {
    isExporting: mutation.isPending,
    onExport: () => mutation.mutate({ ...input, search: list.applySearch() }),
  };
}
