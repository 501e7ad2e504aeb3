import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TDrawerLink } from '@craftwork/domain/navigation/drawer';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { TSiteContext } from '../../../lib/session';
import { useDrawerEntries } from '../hooks/use-drawer-entries';
import { useEntryLabel } from '../hooks/use-entry-label';

function LinkList({ label, links }: { label: string; links: readonly TDrawerLink[] }) {
  const linkLabel = useEntryLabel();
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={{ p: 1, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <List dense disablePadding>
        {links.map((link) => (
          // Each link in a list item of its own: a list holds only items (axe's `list`).
          <ListItem key={link.key} disablePadding>
            <ListItemButton component={RouterLink} to={link.path} sx={{ minHeight: 44 }}>
              <ListItemText primary={linkLabel(link)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * A customer site shows no drawer (spec part 1), so its dashboard carries the drawer's
 * destinations: the Job and task lists, customers, estimates, invoices and the rest, each only
 * to who may use it (the same `drawerEntries` rule, money screens only to who sees money).
 */
export function CustomerSiteLinks({ site }: { site: TSiteContext }) {
  const { t } = useTranslation('shell');
  const entryLabel = useEntryLabel();
  const entries = useDrawerEntries(site).filter((entry) => entry.key !== 'dashboard');
  const groups = entries.flatMap((entry) => (entry.kind === 'group' ? [entry] : []));
  const links = entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : []));
  return (
    <Box
      component="nav"
      aria-label={t('customerSite.navigation')}
      sx={{
        mt: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {groups.map((group) => (
        <LinkList key={group.key} label={entryLabel(group)} links={group.children} />
      ))}
      {links.length > 0 && <LinkList label={t('customerSite.more')} links={links} />}
    </Box>
  );
}
