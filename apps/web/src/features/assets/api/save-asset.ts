import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from '../../../lib/live';
import { orpc } from '../../../lib/rpc';

// The asset lists, the Edit Craft Record drawer's select and the records naming assets.
const refresh = { topics: ['assets'] };

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assets.create.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assets.update.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assets.delete.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useSetAssetPhoto() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assets.setPhoto.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}

export function useRemoveAssetPhoto() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.assets.removePhoto.mutationOptions({
      onSuccess: () => applyLiveMessage(queryClient, refresh),
    }),
  );
}
