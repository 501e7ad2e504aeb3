import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen, type TGuardedScreen } from '@craftwork/domain/access/screens';
import { domainText } from '../../../lib/i18n/domain-text';
import { screenUser, useSite } from '../../../lib/session';

/** The money screens: shown to whoever sees money (DECISIONS.md, "Money"), else refused in words. */
export function MoneyScreen({ screen, children }: { screen: TGuardedScreen; children: ReactNode }) {
  const site = useSite();
  if (!site || !mayUseScreen(screen, screenUser(site))) {
    return <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>;
  }
  return children;
}
