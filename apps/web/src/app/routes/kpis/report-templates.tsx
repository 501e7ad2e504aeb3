import { PageHeading } from '../../../components/ui/page-heading';

export default function ReportTemplatesPage() {
  return <PageHeading title="KPIs (v2)" />;
}
