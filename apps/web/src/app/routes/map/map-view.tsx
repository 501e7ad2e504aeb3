// Leaflet's styles load with this screen only, keeping the sign-in bundle light.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isTaskParam, type TTaskParam } from '@craftwork/domain/lists/task-list';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { paths } from '../../../config/paths';
import { MapView } from '../../../features/map/components/map-view';
import { siteCustomizations, useSite } from '../../../lib/session';
import { BackHomeLink } from '../lists/back-home-link';
import { useCraftTypeFilter } from '../work-type-filter';

const DEFAULT_TASK_PARAM: TTaskParam = 'All';

/** /map-view?taskParam=All: the tasks of a list on the satellite map, for the global work type. */
export default function MapViewPage() {
  const site = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  const craftType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  const raw = searchParams.get('taskParam');
  const taskParam = raw !== null && isTaskParam(raw) ? raw : DEFAULT_TASK_PARAM;

  // The route carries its list: a missing or unknown taskParam becomes All in the address.
  useEffect(() => {
    if (raw !== taskParam) setSearchParams({ taskParam }, { replace: true });
  }, [raw, taskParam, setSearchParams]);

  if (!site) return <Navigate to={paths.home} replace />;
  return (
    <>
      <BackHomeLink />
      <MapView
        site={site}
        taskParam={taskParam}
        onTaskParamChange={(next) => setSearchParams({ taskParam: next })}
        craftType={craftType}
        customerSite={isCustomerSite(siteCustomizations(site))}
      />
    </>
  );
}
