import { useParams } from 'react-router';
import { ScaffoldTagStatus } from '../../../features/scaffold-tag/components/scaffold-tag-status';

/** /tag/{token}: the scaffold tag page a worker opens from the printed QR code (no sign-in). */
export default function ScaffoldTagPage() {
  const { token = '' } = useParams();
  return <ScaffoldTagStatus token={token} />;
}
