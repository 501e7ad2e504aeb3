import { Link } from './link';
import { BackIcon } from './direction-icons';

/** "← Customers": the link from a detail page back to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <BackIcon fontSize="small" aria-hidden="true" />
      {children}
    </Link>
  );
}
