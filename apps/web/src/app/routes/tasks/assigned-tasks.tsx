import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { ASSIGNMENT_MESSAGES } from '@craftwork/domain/assignments/schemas';
import { assignedToEnabled, isCustomerSite } from '@craftwork/domain/site/site';
import { listStorageKey } from '../../../components/list/use-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { AssignedTaskTable } from '../../../features/assignments/components/assigned-task-table';
import {
  TASK_SORT_FIELDS,
  taskColumns,
  taskDefaultVisibility,
} from '../../../features/lists/columns/task-columns';
import { taskPath } from '../../../features/lists/components/task-table';
import { siteCustomizations, useSite } from '../../../lib/session';

const TITLE = 'Assigned Tasks';

/** /assigned-tasks: the open tasks assigned to me, in the task lists' table. */
export default function AssignedTasksPage() {
  const site = useSite();
  const navigate = useNavigate();
  const timeZone = site?.timezone ?? 'UTC';
  const columns = useMemo(() => taskColumns({ timeZone }), [timeZone]);
  const visibility = useMemo(() => taskDefaultVisibility(columns), [columns]);
  if (!site) return <Navigate to={paths.home} replace />;
  const customizations = siteCustomizations(site);
  if (!assignedToEnabled(customizations)) {
    return (
      <>
        <PageHeading title={TITLE} />
        <Alert severity="info">{ASSIGNMENT_MESSAGES.disabled}</Alert>
      </>
    );
  }
  const customerSite = isCustomerSite(customizations);
  return (
    <>
      <PageHeading title={TITLE} />
      <AssignedTaskTable
        label={TITLE}
        storageKey={listStorageKey(paths.assignedTasks)}
        columns={columns}
        defaultVisibility={visibility}
        sortFields={TASK_SORT_FIELDS}
        onRowActivate={(row) => void navigate(taskPath(row, customerSite))}
      />
    </>
  );
}
