import { ChecklistList } from '../../../features/checklists/components/checklist-list';

/** /checklists: the site's checklist templates. */
export default function ChecklistsPage() {
  return <ChecklistList />;
}
