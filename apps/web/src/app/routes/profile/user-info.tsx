import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/ui/page-heading';
import { AdminOptions } from '../../../features/profile/components/admin-options';
import { ProfileCard } from '../../../features/profile/components/profile-card';
import { UserInfoList } from '../../../features/profile/components/user-info-list';
import { ApplySiteKeyDialog } from '../../../features/sites/components/apply-site-key-dialog';
import { DefaultSiteDialog } from '../../../features/sites/components/default-site-dialog';
import { SiteAccessCard } from '../../../features/sites/components/site-access-card';
import { SubscriptionsSection } from '../../../features/subscriptions/components/subscriptions-section';
import { isSiteAdmin, useMe } from '../../../lib/session';
import { useTranslation } from '../../../lib/i18n/i18n';

/** /user-info: profile card, user info, admin options; the site-access prompt until a site is approved. */
export default function UserInfoPage() {
  const { data: me } = useMe();
  const { t } = useTranslation('profile');
  const [dialog, setDialog] = useState<'choose' | 'apply' | null>(null);
  if (!me) return null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeading title={t('title')} />
      {me.site ? <ProfileCard user={me.user} /> : <SiteAccessCard me={me} />}
      <UserInfoList
        me={me}
        onDefaultSiteClick={() => setDialog('choose')}
        onAddSiteKeyClick={() => setDialog('apply')}
      />
      <SubscriptionsSection />
      {isSiteAdmin(me.site) && <AdminOptions />}
      <DefaultSiteDialog
        open={dialog === 'choose'}
        onClose={() => setDialog(null)}
        sites={me.sites}
        defaultSiteKey={me.user.defaultSiteKey}
        onApply={() => setDialog('apply')}
      />
      <ApplySiteKeyDialog open={dialog === 'apply'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
