import { PageHeading } from '../../../components/ui/page-heading';

/** /reports: generated reports and saved report configurations (spec part 3 section 2.7). */
export default function ReportsPage() {
  return <PageHeading title="Reports" />;
}
