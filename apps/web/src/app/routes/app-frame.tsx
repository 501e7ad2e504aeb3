import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { drawerVisible } from '@craftwork/domain/navigation/drawer';
import { customerAppUrlFor, showsWrongPlaceBanner } from '@craftwork/domain/site/customer-app';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { AppShell } from '../../components/layouts/app-shell';
import { InlineLoader } from '../../components/ui/full-screen-loader';
import { requestSnackbars } from '../../components/ui/snackbar-queue';
import { useSignOut } from '../../features/auth/api/sign-out';
import { VerificationBanner } from '../../features/auth/components/verification-banner';
import { AppDrawer } from '../../features/navigation/components/app-drawer';
import { AppHeader } from '../../features/navigation/components/app-header';
import { CustomerSiteBanner } from '../../features/navigation/components/customer-site-banner';
import { OfflineBanner } from '../../features/offline/components/offline-banner';
import { PendingChangesBar } from '../../features/outbox/components/pending-changes-bar';
import { OutboxProvider } from '../../features/outbox/outbox-provider';
import { UserMenu } from '../../features/navigation/components/user-menu';
import { WorkTypeSelect } from '../../features/navigation/components/work-type-select';
import { useDrawerEntries } from '../../features/navigation/hooks/use-drawer-entries';
import { LanguageSync } from '../../lib/i18n/language-sync';
import { siteCustomizations, useMe, useSystemConfig, type TSiteContext } from '../../lib/session';

/** The signed-in frame: drawer (approved, non-customer site), header, banners, screen. */
export default function AppFrame() {
  const { data: me } = useMe();
  const config = useSystemConfig();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // The signed-in screens raise messages, some offline (a change queued): their code loads now.
  useEffect(requestSnackbars, []);

  const site = me?.site ?? null;
  const customerSite = isCustomerSite(siteCustomizations(site));
  // The site's own customer app host (site settings), else the server's configured address.
  const customerAppUrl = customerAppUrlFor(
    site?.customizations,
    config.data?.customerAppUrl,
    window.location.protocol,
  );
  // Only someone who reached the site through another host is at the wrong place.
  const wrongPlace = showsWrongPlaceBanner({
    customerSite,
    customerAppUrl,
    currentHost: window.location.host,
  });
  const hasDrawer = !!site && drawerVisible({ signedIn: !!me, path: pathname, customerSite });

  const header = (
    <AppHeader
      title={site?.name ?? 'Craftwork'}
      hasDrawer={hasDrawer}
      onMenuClick={() => setIsDrawerOpen(true)}
      // A customer site has no drawer (spec part 1): its dashboard leads on (decision 192).
      hasHomeLink={!!site && customerSite}
      workTypeSelect={site ? <WorkTypeSelect validCraftTypes={site.validCraftTypes} /> : undefined}
      userMenu={
        me ? (
          <UserMenu
            displayName={me.user.displayName}
            email={me.user.email}
            photoUrl={me.user.photoUrl}
            onSignOut={() => void signOut()}
          />
        ) : null
      }
    />
  );

  const banners = (
    <>
      <OfflineBanner />
      <PendingChangesBar />
      {me && !me.user.emailVerified && (
        <VerificationBanner email={me.user.email} brand={config.data?.brand ?? 'default'} />
      )}
      {wrongPlace && customerAppUrl && <CustomerSiteBanner customerAppUrl={customerAppUrl} />}
    </>
  );

  return (
    <OutboxProvider scope={me && site ? `${me.user.id}/${site.siteKey}` : null}>
      <LanguageSync />
      <AppShell
        header={header}
        banners={banners}
        hasDrawer={hasDrawer}
        drawer={
          hasDrawer && site ? (
            <FrameDrawer
              site={site}
              helpCenterUrl={config.data?.helpCenterUrl}
              isOpen={isDrawerOpen}
              onClose={() => setIsDrawerOpen(false)}
            />
          ) : null
        }
      >
        <Suspense fallback={<InlineLoader />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </OutboxProvider>
  );
}

function FrameDrawer({
  site,
  helpCenterUrl,
  isOpen,
  onClose,
}: {
  site: TSiteContext;
  helpCenterUrl: string | undefined;
  isOpen: boolean;
  onClose: () => void;
}) {
  const entries = useDrawerEntries(site);
  return (
    <AppDrawer
      entries={entries}
      siteName={site.name}
      helpCenterUrl={helpCenterUrl}
      isMobileOpen={isOpen}
      onMobileClose={onClose}
    />
  );
}
