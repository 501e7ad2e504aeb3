import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/rpc';
import { meQueryOptions } from '../../../lib/session';

/** The user's own language; the session is fetched again, and the app follows it. */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.profile.setLanguage.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    }),
  );
}
