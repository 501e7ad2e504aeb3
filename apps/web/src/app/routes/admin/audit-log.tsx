import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { AuditList } from '../../../features/audit/components/audit-list';
import { screenUser, useMe } from '../../../lib/session';

/** /admin/audit-log: the site's audit list (site admins). */
export default function AuditLogPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('audit-log', screenUser(site))) {
    return (
      <>
        <PageHeading title="Audit Log" />
        <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading title="Audit Log" />
      <AuditList timeZone={site.timezone} />
    </>
  );
}
