import { NotAvailable } from '../../../components/ui/not-available';

/** /user-permissions?uid=…: User Roles & Permissions. */
export default function UserPermissionsPage() {
  return <NotAvailable title="User Permissions" />;
}
