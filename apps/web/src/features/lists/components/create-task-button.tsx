import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { siteWording } from '@craftwork/domain/site/wording';
import { paths } from '../../../config/paths';

/** The lists' Create Task: task creation, or Create Job, the customer-site job creation. */
export function CreateTaskButton({ customerSite }: { customerSite: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={customerSite ? paths.createCustomerTask : paths.createTask}
      variant="contained"
      startIcon={<AddIcon aria-hidden="true" />}
    >
      {siteWording(customerSite).createButton}
    </Button>
  );
}
