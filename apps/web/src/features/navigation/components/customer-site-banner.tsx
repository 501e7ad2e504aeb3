import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { hostOfUrl } from '@craftwork/domain/site/customer-app';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Customer-classified sites belong to the customer app; point the user there. */
export function CustomerSiteBanner({ customerAppUrl }: { customerAppUrl: string }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button color="inherit" variant="outlined" size="small" href={customerAppUrl}>
          {t('customerSite.takeMeThere')}
        </Button>
      }
    >
      <AlertTitle>
        {t('customerSite.wrongPlace', { host: hostOfUrl(customerAppUrl) || customerAppUrl })}
      </AlertTitle>
      {t('customerSite.updateBookmarks')}
    </Alert>
  );
}
