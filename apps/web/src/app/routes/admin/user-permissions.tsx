import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { UserPermissions } from '../../../features/users/components/user-permissions';
import { domainText } from '../../../lib/i18n/domain-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /user-permissions?uid=…: User Roles & Permissions (site admins). */
export default function UserPermissionsPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const [params] = useSearchParams();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('user-permissions', screenUser(site))) {
    return (
      <>
        <PageHeading title={t('routes.userPermissions')} />
        <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>
      </>
    );
  }
  const uid = params.get('uid')?.slice(0, 128);
  return (
    <>
      <PageHeading title={t('routes.userPermissions')} />
      {uid ? (
        <UserPermissions key={uid} userId={uid} locations={site.locations} />
      ) : (
        <Alert severity="info">{domainText(MESSAGES.dataNotAvailable)}</Alert>
      )}
    </>
  );
}
