import { useParams } from 'react-router';
import { ScaffoldTagStatus } from '../../../features/scaffold-tag/components/scaffold-tag-status';
import { LanguageSync } from '../../../lib/i18n/language-sync';

/**
 * /tag/{token}: the scaffold tag page a worker opens from the printed QR code (no sign-in), in
 * the language of the worker's phone (a signed-in reader's own), as the app frame picks it.
 */
export default function ScaffoldTagPage() {
  const { token = '' } = useParams();
  return (
    <>
      <LanguageSync />
      <ScaffoldTagStatus token={token} />
    </>
  );
}
