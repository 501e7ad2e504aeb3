import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { throwIfAuthError } from '../../../lib/auth-error';
import { refreshMe } from '../../../lib/me';
import { orpc, rpc } from '../../../lib/rpc';

/** The site's open invitations (site admins). */
export function useOpenInvites(enabled: boolean) {
  return useQuery(orpc.invites.list.queryOptions({ enabled }));
}

export type TOpenInvite = NonNullable<ReturnType<typeof useOpenInvites>['data']>[number];

/** The companies a company user may be invited to. */
export function useInviteCompanies(enabled: boolean) {
  return useQuery(orpc.sites.listCompanies.queryOptions({ enabled }));
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invites.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.invites.key() }),
    }),
  );
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.invites.revoke.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.invites.key() }),
    }),
  );
}

/** What an invitation link offers; a dead link answers with its message (no retries). */
export function useInvite(token: string) {
  return useQuery(
    orpc.invites.get.queryOptions({ input: { token }, enabled: token !== '', retry: false }),
  );
}

/**
 * After joining, everything but the (now spent) link is loaded afresh: the session first, so
 * the app opens on the new default site.
 */
async function reloadAfterJoining(queryClient: QueryClient) {
  await refreshMe(queryClient);
  const spentLink = JSON.stringify(orpc.invites.get.key()[0]);
  void queryClient.invalidateQueries({
    predicate: (query) => JSON.stringify(query.queryKey[0]) !== spentLink,
  });
}

/** The signed-in invitee joins. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string }) => {
      await rpc.invites.accept(input);
      await reloadAfterJoining(queryClient);
    },
  });
}

/** Creates the invitee's account through the link, then signs in with it. */
export function useAcceptInviteNew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; displayName: string; password: string }) => {
      const { email } = await rpc.invites.acceptNew(input);
      const { authClient } = await import('../../../lib/auth-client');
      const { error } = await authClient.signIn.email({ email, password: input.password });
      throwIfAuthError(error);
      await reloadAfterJoining(queryClient);
    },
  });
}
