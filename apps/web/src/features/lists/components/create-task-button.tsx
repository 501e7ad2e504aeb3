import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The lists' Create Task: task creation, or the customer-site job creation. */
export function CreateTaskButton({ customerSite }: { customerSite: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={customerSite ? paths.createCustomerTask : paths.createTask}
      variant="contained"
      startIcon={<AddIcon aria-hidden="true" />}
    >
      Create Task
    </Button>
  );
}
