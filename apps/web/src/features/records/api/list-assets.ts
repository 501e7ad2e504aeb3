import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TAsset = TRpcOutputs['sites']['listAssets'][number];

/** The site's assets a craft record may name (the Asset select shows only when there are some). */
export function useSiteAssets(enabled = true) {
  return useQuery({ ...orpc.sites.listAssets.queryOptions({ staleTime: 60_000 }), enabled });
}
