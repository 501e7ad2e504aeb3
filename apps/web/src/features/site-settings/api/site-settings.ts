import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TSiteSettingsData = TRpcOutputs['siteSettings']['get'];

/** The site's settings, as site settings shows them (defaults filled in). */
export function useSiteSettings() {
  return useQuery(orpc.siteSettings.get.queryOptions());
}

/** The address printed QR codes and mailed links carry, and whether it is a loopback one. */
export function usePrintAddress() {
  return useQuery(orpc.siteSettings.printAddress.queryOptions());
}

/** A section's Save: only its changed settings. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.siteSettings.update.mutationOptions({
      // Refresh what the change feed would (the drawer, the header, this screen) without waiting.
      onSuccess: () => applyLiveMessage(queryClient, { topics: ['sites'] }),
    }),
  );
}

/** The site's companies, for the managing company's choices (site admins list them). */
export function useSiteCompanies() {
  return useQuery(orpc.companies.list.queryOptions());
}
