import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { EstimateApproval } from '../../../features/estimate-approval/components/estimate-approval';

/** /estimate-approval/{token}: the customer reads an estimate and approves it (no sign-in). */
export default function EstimateApprovalPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout width={760}>
      <EstimateApproval token={token} />
    </AuthLayout>
  );
}
