import { Navigate, useParams } from 'react-router';
import { isCraftType } from '@craftwork/domain/catalogues/craft-types';
import { craftListPath, parseCraftListParam } from '@craftwork/domain/navigation/drawer';
import { NotFound } from '../../../components/errors/not-found';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName } from '../../../lib/i18n/use-type-names';
import { CraftRecordTable } from '../../../features/lists/components/craft-record-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { craftListTitle } from '../../../features/lists/utils/titles';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { siteCustomizations, useSite } from '../../../lib/session';
import { useCraftTypeFilter, useWorkTypeOfCraftList } from '../work-type-filter';

/**
 * /craft-list/{all|closed|craftType} and /customers-work-record-list/...: open records of every
 * type or one type, or the closed ones (of the global work type).
 */
export default function CraftListPage({ customerRoute = false }: { customerRoute?: boolean }) {
  const { t } = useTranslation('lists');
  const craftName = useCraftTypeName();
  const site = useSite();
  const { craftType: segment = '' } = useParams();
  const workType = useCraftTypeFilter(site?.validCraftTypes ?? []);
  const param = parseCraftListParam(segment);
  useWorkTypeOfCraftList(param, site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;

  if (param === null || (typeof param === 'number' && !isCraftType(param))) {
    return <NotFound homePath={paths.home} isInline />;
  }
  const customerSite = customerRoute || isCustomerSite(siteCustomizations(site));
  const title = craftListTitle(param, workType, customerSite, t, craftName);
  const storageKey = listStorageKey(craftListPath(param, customerRoute));
  return (
    <>
      <PageHeading title={title} />
      <CraftRecordTable
        key={storageKey}
        site={site}
        status={param === 'closed' ? 'closed' : 'open'}
        craftType={param === 'all' ? null : param === 'closed' ? workType : param}
        storageKey={storageKey}
        label={title}
      />
    </>
  );
}
