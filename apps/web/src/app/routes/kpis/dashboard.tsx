import { PageHeading } from '../../../components/ui/page-heading';

export default function KpiDashboardPage() {
  return <PageHeading title="KPIs" />;
}
