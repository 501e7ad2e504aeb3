import { PageHeading } from '../../../components/ui/page-heading';

export default function KpiAnalyticsPage() {
  return <PageHeading title="Analytics" />;
}
