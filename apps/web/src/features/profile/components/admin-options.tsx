import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import BusinessIcon from '@mui/icons-material/Business';
import FeedbackIcon from '@mui/icons-material/Feedback';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import SettingsIcon from '@mui/icons-material/Settings';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PlaceIcon from '@mui/icons-material/Place';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { NextIcon } from '../../../components/ui/direction-icons';

const OPTIONS = [
  { label: 'assets', to: paths.assetList, icon: <InventoryIcon /> },
  { label: 'locations', to: paths.locationList, icon: <PlaceIcon /> },
  { label: 'companies', to: paths.companyList, icon: <BusinessIcon /> },
  { label: 'users', to: paths.userManagement, icon: <GroupIcon /> },
  { label: 'siteSettings', to: paths.siteSettings, icon: <SettingsIcon /> },
  { label: 'auditLog', to: paths.auditLog, icon: <HistoryIcon /> },
  { label: 'feedback', to: paths.feedback, icon: <FeedbackIcon /> },
  { label: 'integrations', to: paths.integrations, icon: <HubIcon /> },
] as const;

/** Site admins only. */
export function AdminOptions() {
  const { t } = useTranslation('profile');
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('adminOptions.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <Divider />
      <List aria-label={t('adminOptions.title')}>
        {OPTIONS.map((option) => (
          <ListItem key={option.to} disablePadding>
            <ListItemButton component={RouterLink} to={option.to}>
              <ListItemIcon>{option.icon}</ListItemIcon>
              <ListItemText primary={t(`adminOptions.${option.label}`)} />
              <NextIcon color="action" aria-hidden="true" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
