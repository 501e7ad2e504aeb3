import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';

/** inspections.setCompetentPerson; the members list and the user's page refetch. */
export function useSetCompetentPerson() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inspections.setCompetentPerson.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.users.key() }),
    }),
  );
}
