import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { InviteAcceptance } from '../../../features/invites/components/invite-acceptance';
import { LanguageSync } from '../../../lib/i18n/language-sync';
import { useAccountPagesText } from '../../../lib/i18n/signed-out-accounts';

/** /invite?token=…: accept an invitation to a site. */
export default function InvitePage() {
  const { t } = useAccountPagesText();
  const [searchParams] = useSearchParams();
  return (
    <>
      {/* The invitation's own texts are the admin catalogue's, in the reader's language. */}
      <LanguageSync />
      <title>{t('documentTitle', { page: t('invite.heading') })}</title>
      <AuthLayout title={t('invite.heading')}>
        <InviteAcceptance token={searchParams.get('token') ?? ''} />
      </AuthLayout>
    </>
  );
}
