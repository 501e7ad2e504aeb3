import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen, type TGuardedScreen } from '@craftwork/domain/access/screens';
import { NotAvailable } from '../../components/ui/not-available';
import { domainText } from '../../lib/i18n/domain-text';
import { screenUser, useSite } from '../../lib/session';

/**
 * Screens of later issues: their title in the frame, nothing more yet. A guarded screen tells
 * who may not use it so, by the same rule as its drawer entry.
 */
export function PlaceholderPage({ title, screen }: { title: string; screen?: TGuardedScreen }) {
  const site = useSite();
  if (screen && (!site || !mayUseScreen(screen, screenUser(site)))) {
    return <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>;
  }
  return <NotAvailable title={title} />;
}
