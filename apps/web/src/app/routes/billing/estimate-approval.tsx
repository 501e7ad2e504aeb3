import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { EstimateApproval } from '../../../features/estimate-approval/components/estimate-approval';
import { LanguageSync } from '../../../lib/i18n/language-sync';

/**
 * /estimate-approval/{token}: the customer reads an estimate and approves it (no sign-in), in
 * the browser's language (a signed-in reader's own), as the app frame picks it.
 */
export default function EstimateApprovalPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout width={760}>
      <LanguageSync />
      <EstimateApproval token={token} />
    </AuthLayout>
  );
}
