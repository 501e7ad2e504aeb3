import { useParams, useSearchParams } from 'react-router';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { LineItemsEditor } from '../../../components/billing/line-items-editor';
import {
  draftFromRow,
  draftLinesToInput,
  type TDraftLine,
} from '../../../components/billing/draft-lines';
import { EstimateScreen } from '../../../features/estimates/components/estimate-screen';
import type { TLinesEditor } from '../../../features/estimates/utils/lines-editor';
import { siteCustomizations, useSite } from '../../../lib/session';
import { MoneyScreen } from './money-screen';

const LINES_EDITOR: TLinesEditor<TDraftLine> = {
  Editor: LineItemsEditor,
  fromRows: (rows) => rows.map(draftFromRow),
  toInput: draftLinesToInput,
};

/** /customers/estimates/{estimateId} (and …/new?customerId=): one estimate. */
export default function EstimatePage() {
  const { estimateId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const site = useSite();
  return (
    <MoneyScreen screen="estimates">
      {site && (
        <EstimateScreen
          estimateId={estimateId}
          customerId={searchParams.get('customerId')}
          site={{
            timezone: site.timezone,
            craftTypes: site.validCraftTypes,
            isCustomerSite: isCustomerSite(siteCustomizations(site)),
            customizations: site.customizations as Record<string, unknown>,
          }}
          linesEditor={LINES_EDITOR}
        />
      )}
    </MoneyScreen>
  );
}
