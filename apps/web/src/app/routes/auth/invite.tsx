import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { InviteAcceptance } from '../../../features/invites/components/invite-acceptance';

/** /invite?token=…: accept an invitation to a site. */
export default function InvitePage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Invitation · Craftwork</title>
      <AuthLayout title="Invitation">
        <InviteAcceptance token={searchParams.get('token') ?? ''} />
      </AuthLayout>
    </>
  );
}
