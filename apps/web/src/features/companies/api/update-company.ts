import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.companies.update.mutationOptions({
      // The companies, the session's company and the lists that show company names.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['companies'] }),
    }),
  );
}
