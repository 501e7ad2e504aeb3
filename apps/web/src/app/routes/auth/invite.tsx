import { NotAvailable } from '../../../components/ui/not-available';

/** /invite?token=…: accept an invitation to a site. */
export default function InvitePage() {
  return <NotAvailable title="Invitation" />;
}
