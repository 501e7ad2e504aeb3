import { NotAvailable } from '../../../components/ui/not-available';

/** /admin/audit-log: the site's audit list. */
export default function AuditLogPage() {
  return <NotAvailable title="Audit Log" />;
}
