import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.companies.delete.mutationOptions({
      // The companies, the session's company and the lists that show company names.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['companies'] }),
    }),
  );
}
