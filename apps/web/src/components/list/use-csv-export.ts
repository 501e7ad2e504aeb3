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
