import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc, type TRpcOutputs } from '../../../lib/rpc';

export type TFeedbackRow = TRpcOutputs['feedback']['list'][number];

/** feedback.send: the form's Send. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.feedback.send.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orpc.feedback.key() }),
    }),
  );
}

/** The site's feedback (site admins); refetched live (topic feedback). */
export function useFeedbackList() {
  return useQuery(orpc.feedback.list.queryOptions());
}

/** One row's Handled switch. */
export function useSetFeedbackHandled() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.feedback.setHandled.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: orpc.feedback.list.key() }),
    }),
  );
}
