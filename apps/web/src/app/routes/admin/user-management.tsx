import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { PageHeading } from '../../../components/ui/page-heading';
import { PendingUsersList } from '../../../features/sites/components/pending-users-list';
import { isSiteAdmin, useMe } from '../../../lib/session';

/** /admin/user-management: for now, the users waiting for approval. */
export default function UserManagementPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      <PageHeading title="User Management" />
      {isSiteAdmin(me.site) ? (
        <PendingUsersList />
      ) : (
        <Alert severity="warning">{MESSAGES.userLacksPermissions}</Alert>
      )}
    </>
  );
}
