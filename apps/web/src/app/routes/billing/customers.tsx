import { CustomerList } from '../../../features/customers/components/customer-list';
import { MoneyScreen } from './money-screen';

/** /customers: the site's customers. */
export default function CustomersPage() {
  return (
    <MoneyScreen screen="customers">
      <CustomerList />
    </MoneyScreen>
  );
}
