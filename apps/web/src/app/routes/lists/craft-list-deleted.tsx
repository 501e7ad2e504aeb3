import { Navigate } from 'react-router';
import { craftListDeletedPath } from '@craftwork/domain/navigation/drawer';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { DeletedCraftRecordTable } from '../../../features/lists/components/deleted-craft-record-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { deletedCraftRecordsTitle } from '../../../features/lists/utils/titles';
import { siteCustomizations, useSite } from '../../../lib/session';
import { useCraftTypeFilter } from '../work-type-filter';
import { BackHomeLink } from './back-home-link';

/** /craft-list-deleted and /customers-work-record-list-deleted. */
export default function CraftListDeletedPage({
  customerRoute = false,
}: {
  customerRoute?: boolean;
}) {
  const { t } = useTranslation('lists');
  const craftName = useCraftTypeName();
  const site = useSite();
  const craftType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;
  const title = deletedCraftRecordsTitle(
    isCustomerSite(siteCustomizations(site)),
    craftType,
    t,
    craftName,
  );
  return (
    <>
      <BackHomeLink />
      <PageHeading title={title} />
      <DeletedCraftRecordTable
        site={site}
        craftType={craftType}
        storageKey={listStorageKey(craftListDeletedPath(customerRoute))}
        label={title}
      />
    </>
  );
}
