import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';

type TAppHeaderProps = {
  title: string;
  /** Shows the menu button that opens the temporary drawer under 960 px. */
  hasDrawer: boolean;
  onMenuClick: () => void;
  /** A link to the dashboard where no drawer leads there (a customer site). */
  hasHomeLink?: boolean;
  workTypeSelect?: ReactNode;
  userMenu: ReactNode;
};

export function AppHeader({
  title,
  hasDrawer,
  onMenuClick,
  hasHomeLink = false,
  workTypeSelect,
  userMenu,
}: TAppHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      {/* On phones the work type takes a second line, so the site and the filter show in full. */}
      <Toolbar
        sx={{
          gap: { xs: 1, sm: 2 },
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          py: { xs: 0.5, sm: 0 },
        }}
      >
        {hasDrawer && (
          <IconButton
            color="inherit"
            aria-label={t('header.openMenu')}
            edge="start"
            onClick={onMenuClick}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {hasHomeLink && (
          <IconButton
            color="inherit"
            aria-label={t('header.dashboard')}
            edge="start"
            component={RouterLink}
            to={paths.home}
          >
            <HomeIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="p"
          sx={{
            flexGrow: 1,
            flexBasis: 0,
            minWidth: 0,
            fontSize: { xs: '1rem', sm: '1.25rem' },
            lineHeight: 1.3,
            // The whole site name on phones, wrapping if it must; one line with an ellipsis wider.
            overflowWrap: 'anywhere',
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            overflow: { sm: 'hidden' },
            textOverflow: { sm: 'ellipsis' },
          }}
        >
          {title}
        </Typography>
        {workTypeSelect && (
          <Box
            sx={{
              py: 1,
              order: { xs: 3, sm: 0 },
              flexBasis: { xs: '100%', sm: 'auto' },
              pt: { xs: 0.5, sm: 1 },
            }}
          >
            {workTypeSelect}
          </Box>
        )}
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
