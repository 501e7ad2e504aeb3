import { Navigate, useParams } from 'react-router';
import { parseTaskParam, taskListPath } from '@craftwork/domain/navigation/drawer';
import { NotFound } from '../../../components/errors/not-found';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { TaskTable } from '../../../features/lists/components/task-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { taskListTitle } from '../../../features/lists/utils/titles';
import { useSite } from '../../../lib/session';
import { useCraftTypeFilter } from '../work-type-filter';

/** /task-list/{taskParam} and /customers-task-list/...: the tasks of one list, of the global work type. */
export default function TaskListPage({ customerRoute = false }: { customerRoute?: boolean }) {
  const { t } = useTranslation('lists');
  const craftName = useCraftTypeName();
  const site = useSite();
  const { taskParam: segment = '' } = useParams();
  const craftType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;

  const param = parseTaskParam(segment);
  if (param === null) return <NotFound homePath={paths.home} isInline />;
  const title = taskListTitle(param, craftType, t, craftName);
  const storageKey = listStorageKey(taskListPath(param, customerRoute));
  return (
    <>
      <PageHeading title={title} />
      <TaskTable
        key={storageKey}
        site={site}
        taskParam={param}
        craftType={craftType}
        storageKey={storageKey}
        label={title}
      />
    </>
  );
}
