import { PageHeading } from '../../../components/ui/page-heading';

export default function UsageMetricsPage() {
  return <PageHeading title="Usage Metrics" />;
}
