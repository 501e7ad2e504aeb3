import { NotAvailable } from '../../../components/ui/not-available';

/** /asset/{assetId}: an asset and its craft records (its QR code opens it). */
export default function AssetPage() {
  return <NotAvailable title="Asset" />;
}
