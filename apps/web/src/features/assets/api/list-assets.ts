import { useQuery } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TAsset = TRpcOutputs['assets']['list'][number];
export type TAssetPage = TRpcOutputs['assets']['get'];

/** The site's assets (/asset-list). */
export function useAssets() {
  return useQuery(orpc.assets.list.queryOptions());
}

/** One asset and its craft records in the caller's scope (/asset/{id}). */
export function useAsset(id: string) {
  return useQuery(orpc.assets.get.queryOptions({ input: { id } }));
}

/** The asset's QR code (the absolute address of its page), fetched when the dialog opens. */
export function useAssetQrCode(id: string | null) {
  return useQuery({
    ...orpc.assets.qrCode.queryOptions({ input: { id: id ?? '' } }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
