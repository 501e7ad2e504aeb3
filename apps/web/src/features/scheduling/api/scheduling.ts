import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarInput, TUnscheduledInput } from '@craftwork/domain/scheduling/filters';
import type { TMoveTaskInput } from '@craftwork/domain/scheduling/move';
import { applyLiveMessage } from '../../../lib/live';
import { orpc, rpc, type TRpcOutputs } from '../../../lib/rpc';

export type TCalendarAnswer = TRpcOutputs['scheduling']['calendar'];
export type TCalendarCard = TCalendarAnswer['tasks'][number];
export type TCalendarCompany = TCalendarAnswer['companies'][number];

/** The tasks scheduled in the shown range (the last range kept while the next loads). */
export function useCalendar(input: TCalendarInput) {
  return useQuery({
    ...orpc.scheduling.calendar.queryOptions({ input }),
    placeholderData: keepPreviousData,
  });
}

/** Awaiting Schedule and Next Opportunity tasks (the side list). */
export function useUnscheduled(input: TUnscheduledInput) {
  return useQuery({
    ...orpc.scheduling.unscheduled.queryOptions({ input }),
    placeholderData: keepPreviousData,
  });
}

/** scheduling.moveTask; afterwards every task view refetches (as the live notice would). */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMoveTaskInput) => rpc.scheduling.moveTask(input),
    // Awaited, so a moved card's stand-in is dropped only once the refetched calendar has it.
    onSettled: async () => {
      applyLiveMessage(queryClient, { topics: ['tasks'] });
      await queryClient.invalidateQueries({ queryKey: orpc.scheduling.key() });
    },
  });
}
