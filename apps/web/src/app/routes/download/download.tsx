import { AuthLayout } from '../../../components/layouts/auth-layout';
import { AppDownload } from '../../../features/download/components/app-download';
import { useMe, useSystemConfig } from '../../../lib/session';

/** /download: no drawer, no header. */
export default function DownloadPage() {
  const me = useMe();
  const config = useSystemConfig();
  return (
    <>
      <title>Mobile Apps · Craftwork</title>
      <AuthLayout title="Mobile Apps">
        <AppDownload email={me.data?.user.email} brand={config.data?.brand} />
      </AuthLayout>
    </>
  );
}
