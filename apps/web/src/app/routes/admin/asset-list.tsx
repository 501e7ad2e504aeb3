import { AssetList } from '../../../features/assets/components/asset-list';
import { useSite } from '../../../lib/session';

/** /asset-list: the site's assets (any approved member; saving needs plant personnel). */
export default function AssetListPage() {
  const site = useSite();
  if (!site) return null;
  return <AssetList locations={site.locations} />;
}
