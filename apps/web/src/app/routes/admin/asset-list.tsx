import { NotAvailable } from '../../../components/ui/not-available';

/** /asset-list: the site's assets. */
export default function AssetListPage() {
  return <NotAvailable title="Assets" />;
}
