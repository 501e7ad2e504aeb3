import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { AuditList } from '../../../features/audit/components/audit-list';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /admin/audit-log: the site's audit list (site admins). */
export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('audit-log', screenUser(site))) {
    return (
      <>
        <PageHeading title={t('routes.auditLog')} />
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('routes.auditLog')} />
      <AuditList timeZone={site.timezone} />
    </>
  );
}
