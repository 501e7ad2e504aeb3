import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublicEstimate } from '@craftwork/domain/billing/estimates';
import { orpc } from '../../../lib/rpc';

/** The estimate behind an approval link (no sign-in); a bad, used or expired link answers why. */
export function usePublicEstimate(token: string) {
  return useQuery({
    ...orpc.estimateApproval.get.queryOptions({ input: { token } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Keeps the page's estimate as the answer returned it (approved or changes asked). */
function useAnswer(token: string) {
  const queryClient = useQueryClient();
  return (estimate: TPublicEstimate) =>
    queryClient.setQueryData(orpc.estimateApproval.get.queryKey({ input: { token } }), estimate);
}

export function useApproveEstimate(token: string) {
  const onSuccess = useAnswer(token);
  return useMutation(orpc.estimateApproval.approve.mutationOptions({ onSuccess }));
}

export function useRequestEstimateChanges(token: string) {
  const onSuccess = useAnswer(token);
  return useMutation(orpc.estimateApproval.requestChanges.mutationOptions({ onSuccess }));
}

/** The estimate's PDF through the approval link. */
export function publicEstimatePdfUrl(token: string): string {
  return `/api/billing/estimate-approval/${encodeURIComponent(token)}/pdf`;
}
