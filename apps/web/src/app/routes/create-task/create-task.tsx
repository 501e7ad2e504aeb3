import { Navigate, useParams, useSearchParams } from 'react-router';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { NotFound } from '../../../components/errors/not-found';
import { paths } from '../../../config/paths';
import type { TCraftRecordListSlot } from '../../../features/create-task/components/create-task-wizard';
import { JobEntry } from '../../../features/create-task/components/job-entry';
import { CraftRecordTable } from '../../../features/lists/components/craft-record-table';
import { listStorageKey } from '../../../components/list/use-list-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { siteCustomizations, useSite, type TSiteContext } from '../../../lib/session';
import { useCraftTypeFilter } from '../work-type-filter';

/** The wizard's craft record step: the open records of the craft type, chosen rather than opened. */
function craftRecordList(
  site: TSiteContext,
  customerSite: boolean,
  /** The list's accessible name. */
  label: string,
): TCraftRecordListSlot {
  const CraftRecordList: TCraftRecordListSlot = ({ craftType, selectedId, onSelect }) => (
    <CraftRecordTable
      key={craftType}
      site={site}
      status="open"
      craftType={craftType}
      storageKey={listStorageKey(customerSite ? paths.createCustomerTask : paths.createTask)}
      label={label}
      embedded
      selectedId={selectedId}
      onSelect={(row) =>
        onSelect({
          id: row.id,
          title: row.title,
          craftType: row.craftType,
          locationId: row.locationId,
          locationTitle: row.locationTitle,
        })
      }
    />
  );
  return CraftRecordList;
}

/**
 * /create-task, /create-task/{craftType}/{craftID} and /create-customer-task: the Create New
 * Task wizard, with the craft record list embedded in its record step; /create-customer-task
 * asks for the Job's customer first, and `?estimateId=` prefills it from an estimate.
 */
export default function CreateTaskPage({ customerRoute = false }: { customerRoute?: boolean }) {
  const { t } = useTranslation('createTask');
  const site = useSite();
  const { craftType: craftTypeParam, craftId } = useParams();
  const [search] = useSearchParams();
  const estimateId = search.get('estimateId')?.trim() || null;
  const workTypeFilter = useCraftTypeFilter(site?.validCraftTypes ?? []);
  if (!site) return <Navigate to={paths.home} replace />;

  const customerSite = customerRoute || isCustomerSite(siteCustomizations(site));
  let entry: { craftType: number; craftRecordId: string } | null = null;
  if (craftId !== undefined) {
    const craftType = Number(craftTypeParam);
    if (!Number.isInteger(craftType)) return <NotFound homePath={paths.home} isInline />;
    entry = { craftType, craftRecordId: craftId };
  }
  return (
    <JobEntry
      key={`${craftId ?? 'new'}:${estimateId ?? ''}`}
      customerRoute={customerRoute && entry === null}
      estimateId={entry === null ? estimateId : null}
      site={site}
      customerSite={customerSite}
      workTypeFilter={workTypeFilter}
      entry={entry}
      renderCraftRecordList={craftRecordList(
        site,
        customerSite,
        t('recordList', { kind: customerSite ? 'job' : 'record' }),
      )}
    />
  );
}
