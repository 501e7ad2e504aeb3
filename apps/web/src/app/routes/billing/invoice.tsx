import { useParams } from 'react-router';
import { InvoicePage as InvoiceScreen } from '../../../features/invoices/components/invoice-page';
import { useSite } from '../../../lib/session';
import { MoneyScreen } from './money-screen';

/** /invoices/{invoiceId}: one invoice (issue 17). */
export default function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const site = useSite();
  return (
    <MoneyScreen screen="invoices">
      {site && <InvoiceScreen invoiceId={invoiceId} site={site} />}
    </MoneyScreen>
  );
}
