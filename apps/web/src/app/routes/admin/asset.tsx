import { useParams } from 'react-router';
import { AssetPage as AssetDetails } from '../../../features/assets/components/asset-page';
import { useSite } from '../../../lib/session';

/** /asset/{assetId}: an asset and its craft records (its QR code opens it). */
export default function AssetPage() {
  const { assetId = '' } = useParams();
  const site = useSite();
  if (!site) return null;
  return <AssetDetails assetId={assetId} timeZone={site.timezone} />;
}
