import Alert from '@mui/material/Alert';
import { billingSettingsOf } from '@craftwork/domain/billing/settings';
import { ESTIMATE_MESSAGES } from '@craftwork/domain/billing/estimates';
import { useTranslation } from '../../../lib/i18n/i18n';
import { QueryStates } from '../../../components/list/query-states';
import { useCustomer, useEstimate } from '../api/estimates';
import type { TLinesEditor } from '../utils/lines-editor';
import { NEW_ESTIMATE_ID } from '../utils/paths';
import { EstimateForm, type TEstimateSite } from './estimate-form';

type TEstimateScreenProps<D> = {
  /** An estimate's id, or "new" with the customer's id. */
  estimateId: string;
  customerId: string | null;
  site: TEstimateSite & { customizations: Record<string, unknown> };
  linesEditor: TLinesEditor<D>;
};

/** /customers/estimates/{id} and …/new?customerId=: the estimate loaded, or a new one. */
export function EstimateScreen<D>({
  estimateId,
  customerId,
  site,
  linesEditor,
}: TEstimateScreenProps<D>) {
  const { t } = useTranslation('billing');
  const isNew = estimateId === NEW_ESTIMATE_ID;
  const estimate = useEstimate(isNew ? null : estimateId);
  const customer = useCustomer(isNew ? customerId : null);
  const settings = billingSettingsOf(site.customizations);
  if (isNew) {
    if (!customerId) return <Alert severity="warning">{ESTIMATE_MESSAGES.customerRequired}</Alert>;
    return (
      <QueryStates
        query={customer}
        loadingLabel={t('estimate.loadingCustomer')}
        isEmpty={false}
        emptyText=""
      >
        {customer.data && (
          <EstimateForm
            estimate={null}
            customer={customer.data}
            defaults={settings}
            site={site}
            linesEditor={linesEditor}
          />
        )}
      </QueryStates>
    );
  }
  return (
    <QueryStates query={estimate} loadingLabel={t('estimate.loading')} isEmpty={false} emptyText="">
      {estimate.data && (
        <EstimateForm
          key={estimate.data.id}
          estimate={estimate.data}
          customer={null}
          defaults={settings}
          site={site}
          linesEditor={linesEditor}
        />
      )}
    </QueryStates>
  );
}
