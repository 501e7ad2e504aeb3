import { useParams } from 'react-router';
import { ChecklistEditor } from '../../../features/checklists/components/checklist-editor';

/** /checklists/{templateId}: one checklist template ('new' for a new one). */
export default function ChecklistTemplatePage() {
  const { templateId = 'new' } = useParams();
  return <ChecklistEditor key={templateId} templateId={templateId} />;
}
