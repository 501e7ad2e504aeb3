import CraftRecordPage from './craft-record';

/** /work-record-and-tasks/{id}: the craft record page of a customer site (a Job). */
export default function WorkRecordAndTasksPage() {
  return <CraftRecordPage customerRoute />;
}
