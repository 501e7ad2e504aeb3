import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MuiLink from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TDrawerEntry, TDrawerGroup, TDrawerLink } from '@craftwork/domain/navigation/drawer';
import { DRAWER_WIDTH } from '../../../components/layouts/app-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useEntryLabel } from '../hooks/use-entry-label';

type TAppDrawerProps = {
  entries: readonly TDrawerEntry[];
  siteName: string;
  helpCenterUrl: string | undefined;
  /** Under 960 px the drawer is temporary: open on demand. */
  isMobileOpen: boolean;
  onMobileClose: () => void;
};

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isActive(link: TDrawerLink, pathname: string): boolean {
  return safeDecode(link.path) === safeDecode(pathname);
}

/** The navigation drawer: permanent on wide screens, temporary under 960 px. */
export function AppDrawer({
  entries,
  siteName,
  helpCenterUrl,
  isMobileOpen,
  onMobileClose,
}: TAppDrawerProps) {
  // One drawer, the one the screen's width shows: both, with the phone's kept mounted, rendered
  // every entry twice and had the hidden one measure the page on its first frame (a forced
  // layout of the whole page), about a tenth of a phone's first-screen main thread (issue 36).
  // The phone's drawer renders its entries when it opens.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const content = (
    <DrawerContent
      entries={entries}
      siteName={siteName}
      helpCenterUrl={helpCenterUrl}
      onNavigate={onMobileClose}
    />
  );
  return (
    <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      {isPhone ? (
        <Drawer
          variant="temporary"
          open={isMobileOpen}
          onClose={onMobileClose}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {content}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {content}
        </Drawer>
      )}
    </Box>
  );
}

type TDrawerContentProps = {
  entries: readonly TDrawerEntry[];
  siteName: string;
  helpCenterUrl: string | undefined;
  onNavigate: () => void;
};

export function DrawerContent({
  entries,
  siteName,
  helpCenterUrl,
  onNavigate,
}: TDrawerContentProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  // Named once here, not by each entry: a translator hook per entry cost the first screen
  // about 30 ms of a phone's main thread (issue 36).
  const label = useEntryLabel();
  // The landmark is here, not around both drawers: the temporary drawer renders in a portal,
  // outside any wrapper, so on narrow screens its links would otherwise be in no landmark.
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t('appName')}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {siteName}
          </Typography>
        </Box>
      </Toolbar>
      <Divider />
      <List component="div" sx={{ flexGrow: 1, overflowY: 'auto' }} dense>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <DrawerLinkItem
              key={entry.key}
              link={entry}
              label={label}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          ) : (
            <DrawerGroupItem
              key={entry.key}
              group={entry}
              label={label}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {helpCenterUrl && (
          <MuiLink
            href={helpCenterUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <HelpOutlineIcon fontSize="small" aria-hidden="true" />
            {t('nav.helpCenter')}
          </MuiLink>
        )}
        <Button
          component={RouterLink}
          to={paths.download}
          variant="outlined"
          startIcon={<PhoneIphoneIcon />}
          onClick={onNavigate}
        >
          {t('nav.mobileApps')}
        </Button>
      </Box>
    </Box>
  );
}

/** An entry's label in the user's language (useEntryLabel). */
type TLabel = (entry: TDrawerEntry) => string;

function DrawerLinkItem({
  link,
  label,
  pathname,
  onNavigate,
  isNested = false,
}: {
  link: TDrawerLink;
  label: TLabel;
  pathname: string;
  onNavigate: () => void;
  isNested?: boolean;
}) {
  const isCurrent = isActive(link, pathname);
  return (
    <ListItemButton
      component={RouterLink}
      to={link.path}
      selected={isCurrent}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
      sx={isNested ? { pl: 4 } : undefined}
    >
      <ListItemText primary={label(link)} />
    </ListItemButton>
  );
}

function DrawerGroupItem({
  group,
  label,
  pathname,
  onNavigate,
}: {
  group: TDrawerGroup;
  label: TLabel;
  pathname: string;
  onNavigate: () => void;
}) {
  const containsCurrent = group.children.some((child) => isActive(child, pathname));
  const [isOpen, setIsOpen] = useState(containsCurrent);
  const listId = `drawer-group-${group.key}`;
  return (
    <>
      <ListItemButton
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
      >
        <ListItemText
          primary={label(group)}
          slotProps={{ primary: { sx: { fontWeight: containsCurrent ? 600 : undefined } } }}
        />
        {isOpen ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List
          component="div"
          role="group"
          id={listId}
          disablePadding
          dense
          aria-label={label(group)}
        >
          {group.children.map((child) => (
            <DrawerLinkItem
              key={child.key}
              link={child}
              label={label}
              pathname={pathname}
              onNavigate={onNavigate}
              isNested
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
