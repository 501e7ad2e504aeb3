import { PageHeading } from '../../../components/ui/page-heading';

export default function ReportTemplatePage() {
  return <PageHeading title="KPIs (v2)" />;
}
