import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { hostOfUrl } from '@craftwork/domain/site/customer-app';

/** Customer-classified sites belong to the customer app; point the user there. */
export function CustomerSiteBanner({ customerAppUrl }: { customerAppUrl: string }) {
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button color="inherit" variant="outlined" size="small" href={customerAppUrl}>
          Take me there
        </Button>
      }
    >
      <AlertTitle>
        You are at the wrong place! Your Site is configured at{' '}
        {hostOfUrl(customerAppUrl) || customerAppUrl}
      </AlertTitle>
      Please update your bookmarks.
    </Alert>
  );
}
