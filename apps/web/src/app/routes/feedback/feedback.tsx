import { NotAvailable } from '../../../components/ui/not-available';

/** /feedback: send feedback; site admins see the site's feedback. */
export default function FeedbackPage() {
  return <NotAvailable title="Feedback" />;
}
