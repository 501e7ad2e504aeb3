import { Navigate } from 'react-router';
import { taskListDeletedPath } from '@craftwork/domain/navigation/drawer';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { DeletedTaskTable } from '../../../features/lists/components/deleted-task-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { deletedTasksTitle } from '../../../features/lists/utils/titles';
import { useSite } from '../../../lib/session';
import { useCraftTypeFilter } from '../work-type-filter';
import { BackHomeLink } from './back-home-link';

/** /task-list-deleted and /customers-task-list-deleted. */
export default function TaskListDeletedPage({
  customerRoute = false,
}: {
  customerRoute?: boolean;
}) {
  const { t } = useTranslation('lists');
  const craftName = useCraftTypeName();
  const site = useSite();
  const craftType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;
  const title = deletedTasksTitle(craftType, t, craftName);
  return (
    <>
      <BackHomeLink />
      <PageHeading title={title} />
      <DeletedTaskTable
        site={site}
        craftType={craftType}
        storageKey={listStorageKey(taskListDeletedPath(customerRoute))}
        label={title}
      />
    </>
  );
}
