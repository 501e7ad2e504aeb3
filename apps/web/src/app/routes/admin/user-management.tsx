import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { InviteButton } from '../../../features/invites/components/invite-button';
import { UserManagement } from '../../../features/users/components/user-management';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /admin/user-management: the site's members (site admins). */
export default function UserManagementPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('user-management', screenUser(site))) {
    return (
      <>
        <PageHeading title={t('routes.userManagement')} />
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('routes.userManagement')} actions={<InviteButton />} />
      <UserManagement timeZone={site.timezone} />
    </>
  );
}
