import { useParams } from 'react-router';
import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { parseCraftListParam, parseTaskParam } from '@craftwork/domain/navigation/drawer';
import { NotAvailable } from '../../components/ui/not-available';
import { NotFound } from '../../components/errors/not-found';
import { paths } from '../../config/paths';

/** Screens of later issues: their title in the frame, nothing more yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return <NotAvailable title={title} />;
}

/** /craft-list/{craftType}: "{type} Records", "Closed Records", or every type for all. */
export function CraftListPlaceholder() {
  const { craftType = '' } = useParams();
  const param = parseCraftListParam(craftType);
  if (param === null) return <NotFound homePath={paths.home} isInline />;
  const title =
    param === 'all'
      ? 'All Open Records'
      : param === 'closed'
        ? 'Closed Records'
        : `${craftTypeName(param)} Records`;
  return <NotAvailable title={title} />;
}

/** /task-list/{taskParam}: "{param} Tasks". */
export function TaskListPlaceholder() {
  const { taskParam = '' } = useParams();
  const param = parseTaskParam(taskParam);
  if (param === null) return <NotFound homePath={paths.home} isInline />;
  return <NotAvailable title={`${param} Tasks`} />;
}
