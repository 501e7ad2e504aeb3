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
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const OPTIONS = [
  { label: 'Assets', to: paths.assetList, icon: <InventoryIcon /> },
  { label: 'Locations', to: paths.locationList, icon: <PlaceIcon /> },
  { label: 'Companies', to: paths.companyList, icon: <BusinessIcon /> },
  { label: 'Users', to: paths.userManagement, icon: <GroupIcon /> },
  { label: 'Site Settings', to: paths.siteSettings, icon: <SettingsIcon /> },
  { label: 'Audit Log', to: paths.auditLog, icon: <HistoryIcon /> },
  { label: 'Feedback', to: paths.feedback, icon: <FeedbackIcon /> },
  { label: 'Integrations', to: paths.integrations, icon: <HubIcon /> },
];

/** Site admins only. */
export function AdminOptions() {
  return (
    <Card variant="outlined">
      <CardHeader title="Admin Options" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <Divider />
      <List aria-label="Admin Options">
        {OPTIONS.map((option) => (
          <ListItem key={option.to} disablePadding>
            <ListItemButton component={RouterLink} to={option.to}>
              <ListItemIcon>{option.icon}</ListItemIcon>
              <ListItemText primary={option.label} />
              <ChevronRightIcon color="action" aria-hidden="true" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
