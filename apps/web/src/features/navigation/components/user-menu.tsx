import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNavigate } from 'react-router';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';

type TUserMenuProps = {
  displayName: string;
  email: string;
  photoUrl: string | null;
  onSignOut: () => void;
};

/** Settings, Change Password and Sign Out. */
export function UserMenu({ displayName, email, photoUrl, onSignOut }: TUserMenuProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <IconButton
        id="user-menu-button"
        aria-label={t('userMenu.button')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'user-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        color="inherit"
      >
        <Avatar
          src={photoUrl ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          {displayName.trim()[0]?.toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <TruncatedText text={displayName} variant="subtitle2" />
          <TruncatedText text={email} variant="caption" color="text.secondary" component="p" />
        </Box>
        <Divider />
        <MenuItem onClick={() => go(paths.userInfo)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <MenuItem onClick={() => go(paths.changePassword)}>
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
