import { useMutation, useQuery } from '@tanstack/react-query';
import { emailDomain } from '@craftwork/domain/admin/email-domain';
import { env } from '../../../config/env';
import { orpc } from '../../../lib/rpc';

export type TSsoProvider = { providerId: string; providerName: string };

/**
 * The provider an address signs in through, asked once per domain (issue 37): the sign-in page
 * shows "Continue with <provider>" once the typed address's domain belongs to a connected site.
 */
export function useSsoProvider(email: string) {
  const domain = emailDomain(email);
  return useQuery(
    orpc.sso.lookup.queryOptions({
      input: { email: `someone@${domain ?? ''}` },
      enabled: domain !== null,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}

/** Starts the sign-in at the provider: the server answers the address to send the browser to. */
export function useStartSsoSignIn() {
  return useMutation({
    mutationFn: async (input: { providerId: string; email: string }) => {
      const response = await fetch(`${env.authBasePath}/sign-in/sso`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, callbackURL: '/', errorCallbackURL: '/login' }),
      });
      const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
      if (!response.ok || !body.url)
        throw new Error(body.message ?? 'The sign-in could not start. Please try again.');
      window.location.assign(body.url);
    },
  });
}
