import { InvoiceList } from '../../../features/invoices/components/invoice-list';
import { MoneyScreen } from './money-screen';

/** /invoices: the site's invoices (issue 17). */
export default function InvoicesPage() {
  return (
    <MoneyScreen screen="invoices">
      <InvoiceList />
    </MoneyScreen>
  );
}
