import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { assignedToEnabled, isCustomerSite } from '@craftwork/domain/site/customizations';
import { listStorageKey } from '../../../components/list/use-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { AssignedTaskTable } from '../../../features/assignments/components/assigned-task-table';
import {
  TASK_SORT_FIELDS,
  taskDefaultVisibility,
} from '../../../features/lists/columns/task-columns';
import { useTaskColumns } from '../../../features/lists/hooks/use-task-list-state';
import { taskPath } from '../../../features/lists/components/task-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, useSite } from '../../../lib/session';

/** /assigned-tasks: the open tasks assigned to me, in the task lists' table. */
export default function AssignedTasksPage() {
  const { t } = useTranslation('tasks');
  const title = t('routes.assignedTasks');
  const site = useSite();
  const navigate = useNavigate();
  const timeZone = site?.timezone ?? 'UTC';
  const columns = useTaskColumns(timeZone);
  const visibility = useMemo(() => taskDefaultVisibility(columns), [columns]);
  if (!site) return <Navigate to={paths.home} replace />;
  const customizations = siteCustomizations(site);
  if (!assignedToEnabled(customizations)) {
    return (
      <>
        <PageHeading title={title} />
        <Alert severity="info">{t('messages.assigningDisabled')}</Alert>
      </>
    );
  }
  const customerSite = isCustomerSite(customizations);
  return (
    <>
      <PageHeading title={title} />
      <AssignedTaskTable
        label={title}
        storageKey={listStorageKey(paths.assignedTasks)}
        columns={columns}
        defaultVisibility={visibility}
        sortFields={TASK_SORT_FIELDS}
        onRowActivate={(row) => void navigate(taskPath(row, customerSite))}
      />
    </>
  );
}
