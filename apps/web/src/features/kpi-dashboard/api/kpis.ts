import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TKpiBarTasksInput,
  TKpiDashboardInput,
  TKpiOpenWorkInput,
} from '@craftwork/domain/kpis/dashboard';
import { orpc } from '../../../lib/rpc';

// Every query here is under orpc.kpis: the live feed refetches them on the kpis and tasks topics.

/** The cards of the applied filters and the selected card's chart. */
export function useKpiDashboard(input: TKpiDashboardInput) {
  return useQuery(orpc.kpis.dashboard.queryOptions({ input, placeholderData: keepPreviousData }));
}

/** Total Scaffolds Standing and Average Days Standing now. */
export function useKpiStanding() {
  return useQuery(orpc.kpis.standing.queryOptions());
}

/** The task types, departments, companies and craft types the filters offer. */
export function useKpiFilterOptions() {
  return useQuery(orpc.kpis.filterOptions.queryOptions());
}

/** Open tasks now by age, for the filters' lists (the dates do not apply). */
export function useOpenWorkByAge(input: TKpiOpenWorkInput, enabled: boolean) {
  return useQuery(
    orpc.kpis.openWorkByAge.queryOptions({ input, enabled, placeholderData: keepPreviousData }),
  );
}

/** The tasks behind one bar or slice; asked only while its dialog is open. */
export function useKpiBarTasks(input: TKpiBarTasksInput | null) {
  return useQuery(
    orpc.kpis.barTasks.queryOptions({
      input: input ?? {
        filters: { from: '2000-01-01', to: '2000-01-01' },
        key: 'kpiUrgent',
        from: '2000-01-01',
        to: '2000-01-01',
      },
      enabled: input !== null,
    }),
  );
}
