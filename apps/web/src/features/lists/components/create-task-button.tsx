import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';

/** The lists' Create Task: task creation, or Create Job, the customer-site job creation. */
export function CreateTaskButton({ customerSite }: { customerSite: boolean }) {
  const { t } = useTranslation('lists');
  return (
    <Button
      component={RouterLink}
      to={customerSite ? paths.createCustomerTask : paths.createTask}
      variant="contained"
      startIcon={<AddIcon aria-hidden="true" />}
    >
      {t('createButton', { kind: customerSite ? 'jobs' : 'tasks' })}
    </Button>
  );
}
