import { NotAvailable } from '../../components/ui/not-available';

/** Screens of later issues: their title in the frame, nothing more yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return <NotAvailable title={title} />;
}
