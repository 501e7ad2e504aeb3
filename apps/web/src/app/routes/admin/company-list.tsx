import { NotAvailable } from '../../../components/ui/not-available';

/** /company-list: Company Management. */
export default function CompanyListPage() {
  return <NotAvailable title="Companies" />;
}
