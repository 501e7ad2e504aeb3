import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AppDownload } from '../../../features/download/components/app-download';
import { useTranslation } from '../../../lib/i18n/i18n';
import { LanguageSync } from '../../../lib/i18n/language-sync';
import { useMe, useSystemConfig } from '../../../lib/session';

/** /download: no drawer, no header; in the reader's language, as the app frame picks it. */
export default function DownloadPage() {
  const { t } = useTranslation('reports');
  const me = useMe();
  const config = useSystemConfig();
  return (
    <>
      <LanguageSync />
      <title>{t('download.pageTitle')}</title>
      <AuthLayout title={t('download.title')}>
        <AppDownload email={me.data?.user.email} brand={config.data?.brand} />
      </AuthLayout>
    </>
  );
}
