import { NotAvailable } from '../../../components/ui/not-available';

/** /assigned-tasks: the open tasks assigned to me. */
export default function AssignedTasksPage() {
  return <NotAvailable title="Assigned Tasks" />;
}
