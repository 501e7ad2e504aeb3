import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { inventoryEnabled } from '@craftwork/domain/site/customizations';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n/i18n';
import { siteCustomizations, useSite } from '../../lib/session';
import type { TSiteContext } from '../../lib/me';

/**
 * An inventory screen: its heading, then its content when the site enables inventory, else
 * the reason it is not there.
 */
export function InventoryGate({
  title,
  children,
}: {
  title: string;
  children: (site: TSiteContext) => ReactNode;
}) {
  const { t } = useTranslation('inventory');
  const site = useSite();
  if (!site) return <Navigate to={paths.home} replace />;
  if (!inventoryEnabled(siteCustomizations(site))) {
    return (
      <>
        <PageHeading title={title} />
        <Alert severity="info">{t('disabled')}</Alert>
      </>
    );
  }
  return <>{children(site)}</>;
}
